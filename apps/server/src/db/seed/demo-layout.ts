/**
 * The demo portfolio as data: brands, projects, sites with real-looking addresses, zone trees,
 * floors and which measurements each zone has. The steps in load/ turn it into rows.
 * Long because it is data, not logic: four sites' zones and floor rectangles, one per line.
 */
import type { FloorZoneRect } from '../schema/json-types';

export type Schedule = 'school' | 'office' | 'clinic' | 'library';

/** Signals the demo simulates; each maps to a point type of the catalogue. */
export type SignalKind =
  | 'co2'
  | 'voc'
  | 'pm25'
  | 'pm10'
  | 'temperature'
  | 'humidity'
  | 'ionLevel'
  | 'ventilation'
  | 'differentialPressure'
  | 'ozone'
  | 'co'
  | 'setpoint';

export type WritableKind = 'ionizerStatus' | 'occupiedMode';

/**
 * What a zone is used for: it decides the shape of its occupied day (see demo-occupancy.ts) and
 * how much air its system moves.
 */
export type ZoneUse =
  | 'classroom'
  | 'specials'
  | 'gym'
  | 'cafeteria'
  | 'staff'
  | 'openOffice'
  | 'meeting'
  | 'lobby'
  | 'fitness'
  | 'waiting'
  | 'exam'
  | 'reading'
  | 'children'
  | 'storage';

export interface ZoneSpec {
  key: string;
  name: string;
  parent?: string;
  /** How crowded the zone gets when occupied (scales CO2, VOC, heat). */
  crowd: number;
  use: ZoneUse;
  extras: (SignalKind | WritableKind)[];
  floor?: 1 | 2;
  rect?: Omit<FloorZoneRect, 'name'>;
}

export interface SiteSpec {
  key: string;
  name: string;
  shortName: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  schedule: Schedule;
  aqEnabled: boolean;
  canBeScheduled: boolean;
  logoColor: string;
  /** The licence of the building system the site is linked to: it then has a system to map. */
  commanderLicenseId?: string;
  /** False for a site whose building system is still to be mapped (onboarded by default). */
  onboarded?: boolean;
  zones: ZoneSpec[];
}

export interface ProjectSpec {
  key: string;
  name: string;
  mapView: boolean;
  /** Its sites' branded kiosks carry two logos, as a customer's would (spec 002 §3). */
  kioskLogos?: boolean;
  /** Its public status page's slug, /status/{statusSlug} (issue 17); none when absent. */
  statusSlug?: string;
  sites: SiteSpec[];
}

export const CORE_SIGNALS: SignalKind[] = ['co2', 'voc', 'pm25', 'pm10', 'temperature', 'humidity'];

const r = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

export const demoProjects: ProjectSpec[] = [
  {
    key: 'demo',
    name: 'Demo Portfolio',
    mapView: true,
    statusSlug: 'cps',
    kioskLogos: true,
    sites: [
      {
        key: 'lincoln',
        name: 'Lincoln Elementary',
        shortName: 'LES',
        address: '615 W Kemper Pl, Chicago, IL 60614',
        latitude: 41.9226,
        longitude: -87.6449,
        timeZone: 'America/Chicago',
        schedule: 'school',
        aqEnabled: true,
        canBeScheduled: true,
        logoColor: '#2e7d32',
        zones: [
          {
            key: 'office',
            name: 'Main Office',
            crowd: 0.35,
            use: 'staff',
            floor: 1,
            rect: r(40, 40, 260, 200),
            extras: ['ionLevel', 'ionizerStatus', 'setpoint'],
          },
          {
            key: 'gym',
            name: 'Gymnasium',
            crowd: 1.2,
            use: 'gym',
            floor: 1,
            rect: r(320, 40, 420, 260),
            extras: ['ventilation', 'co', 'occupiedMode'],
          },
          {
            key: 'cafeteria',
            name: 'Cafeteria',
            crowd: 1.1,
            use: 'cafeteria',
            floor: 1,
            rect: r(760, 40, 480, 260),
            extras: ['ozone', 'ventilation', 'co'],
          },
          {
            key: 'library',
            name: 'Library',
            crowd: 0.55,
            use: 'specials',
            floor: 1,
            rect: r(40, 260, 260, 300),
            extras: ['ionLevel', 'ionizerStatus', 'differentialPressure'],
          },
          {
            key: 'kwing',
            name: 'Kindergarten Wing',
            crowd: 0.6,
            use: 'classroom',
            floor: 1,
            rect: r(320, 320, 420, 240),
            extras: ['setpoint', 'occupiedMode'],
          },
          {
            key: 'r101',
            name: 'Room 101',
            parent: 'kwing',
            crowd: 0.9,
            use: 'classroom',
            floor: 1,
            rect: r(760, 320, 230, 240),
            extras: ['ionLevel', 'ionizerStatus'],
          },
          {
            key: 'r102',
            name: 'Room 102',
            parent: 'kwing',
            crowd: 1.0,
            use: 'classroom',
            floor: 1,
            rect: r(1010, 320, 230, 240),
            extras: ['setpoint'],
          },
          {
            key: 'science',
            name: 'Science Lab',
            crowd: 0.85,
            use: 'specials',
            floor: 2,
            rect: r(40, 40, 380, 250),
            extras: ['ozone', 'differentialPressure', 'ventilation'],
          },
          {
            key: 'music',
            name: 'Music Room',
            crowd: 0.8,
            use: 'specials',
            floor: 2,
            rect: r(440, 40, 380, 250),
            extras: ['ionLevel', 'ionizerStatus'],
          },
          {
            key: 'upper',
            name: 'Second Floor Classrooms',
            crowd: 0.7,
            use: 'classroom',
            floor: 2,
            rect: r(840, 40, 400, 250),
            extras: ['occupiedMode', 'setpoint'],
          },
          {
            key: 'r201',
            name: 'Room 201',
            parent: 'upper',
            crowd: 1.35,
            use: 'classroom',
            floor: 2,
            rect: r(40, 310, 580, 250),
            extras: ['ventilation', 'setpoint'],
          },
          {
            key: 'r202',
            name: 'Room 202',
            parent: 'upper',
            crowd: 0.95,
            use: 'classroom',
            floor: 2,
            rect: r(640, 310, 600, 250),
            extras: ['ionLevel', 'ionizerStatus', 'co'],
          },
        ],
      },
      {
        key: 'harbor',
        name: 'Harbor Office Tower',
        shortName: 'HOT',
        address: '150 N Harbor Dr, Chicago, IL 60601',
        latitude: 41.8855,
        longitude: -87.6145,
        timeZone: 'America/Chicago',
        schedule: 'office',
        aqEnabled: true,
        canBeScheduled: false,
        logoColor: '#1565c0',
        zones: [
          {
            key: 'lobby',
            name: 'Lobby',
            crowd: 0.5,
            use: 'lobby',
            extras: ['ozone', 'co', 'differentialPressure'],
          },
          {
            key: 'reception',
            name: 'Reception',
            crowd: 0.3,
            use: 'staff',
            extras: ['setpoint', 'occupiedMode'],
          },
          {
            key: 'north',
            name: 'Open Office North',
            crowd: 0.9,
            use: 'openOffice',
            extras: ['ionLevel', 'ionizerStatus', 'ventilation'],
          },
          {
            key: 'south',
            name: 'Open Office South',
            crowd: 0.95,
            use: 'openOffice',
            extras: ['ventilation', 'setpoint'],
          },
          {
            key: 'confA',
            name: 'Conference Room A',
            crowd: 1.25,
            use: 'meeting',
            extras: ['ionLevel', 'ionizerStatus'],
          },
          {
            key: 'confB',
            name: 'Conference Room B',
            crowd: 1.15,
            use: 'meeting',
            extras: ['ventilation'],
          },
          {
            key: 'exec',
            name: 'Executive Suite',
            crowd: 0.3,
            use: 'staff',
            extras: ['setpoint', 'occupiedMode', 'ozone'],
          },
          {
            key: 'fitness',
            name: 'Fitness Center',
            crowd: 0.8,
            use: 'fitness',
            extras: ['ventilation', 'differentialPressure'],
          },
        ],
      },
      {
        key: 'riverside',
        name: 'Riverside Clinic',
        shortName: 'RC',
        address: '27 Riverside Rd, Riverside, IL 60546',
        latitude: 41.835,
        longitude: -87.8226,
        timeZone: 'America/Chicago',
        schedule: 'clinic',
        aqEnabled: false,
        canBeScheduled: false,
        logoColor: '#6a1b9a',
        // Its room sensors report, but its building-automation system is not mapped yet: the
        // onboarding wizard's work in the demo.
        commanderLicenseId: 'CMD-RC-0427',
        onboarded: false,
        zones: [
          {
            key: 'waiting',
            name: 'Waiting Room',
            crowd: 0.9,
            use: 'waiting',
            extras: ['ionLevel', 'ionizerStatus', 'ventilation'],
          },
          { key: 'exam1', name: 'Exam Room 1', crowd: 0.45, use: 'exam', extras: ['setpoint'] },
          {
            key: 'exam2',
            name: 'Exam Room 2',
            crowd: 0.45,
            use: 'exam',
            extras: ['differentialPressure', 'occupiedMode'],
          },
          { key: 'pharmacy', name: 'Pharmacy', crowd: 0.35, use: 'staff', extras: ['ozone', 'co'] },
        ],
      },
    ],
  },
  {
    key: 'other',
    name: 'Other Portfolio',
    mapView: false,
    sites: [
      {
        key: 'maple',
        name: 'Maple Street Library',
        shortName: 'MSL',
        address: '2100 Maple St, Evanston, IL 60201',
        latitude: 42.0543,
        longitude: -87.6901,
        timeZone: 'America/Chicago',
        schedule: 'library',
        aqEnabled: true,
        canBeScheduled: false,
        logoColor: '#ef6c00',
        zones: [
          {
            key: 'reading',
            name: 'Reading Room',
            crowd: 0.6,
            use: 'reading',
            extras: ['ionLevel', 'ionizerStatus'],
          },
          {
            key: 'children',
            name: "Children's Corner",
            crowd: 0.8,
            use: 'children',
            extras: ['setpoint'],
          },
          {
            key: 'archive',
            name: 'Archive',
            crowd: 0.15,
            use: 'storage',
            extras: ['differentialPressure'],
          },
        ],
      },
    ],
  },
];

/**
 * Demo accounts (password `airboard-demo`), each with its role in every project it belongs to;
 * the admin is also one of the operator's staff, who may use the onboarding wizard (decision 018).
 */
export const DEMO_PASSWORD = 'airboard-demo';
export const demoAccounts = [
  {
    email: 'admin@example.com',
    staff: true,
    firstName: 'Avery',
    lastName: 'Admin',
    memberships: [{ project: 'demo', role: 'admin' }],
  },
  {
    email: 'user@example.com',
    staff: false,
    firstName: 'Uma',
    lastName: 'User',
    memberships: [{ project: 'demo', role: 'user' }],
  },
  {
    email: 'other@example.com',
    staff: false,
    firstName: 'Oscar',
    lastName: 'Other',
    memberships: [{ project: 'other', role: 'user' }],
  },
  {
    email: 'super@example.com',
    staff: false,
    firstName: 'Sam',
    lastName: 'Super',
    memberships: [
      { project: 'demo', role: 'superAdmin' },
      { project: 'other', role: 'superAdmin' },
    ],
  },
  {
    email: 'multi@example.com',
    staff: false,
    firstName: 'Morgan',
    lastName: 'Multi',
    memberships: [
      { project: 'demo', role: 'user' },
      { project: 'other', role: 'user' },
    ],
  },
] as const;

/** The three brands, chosen by host name; "airboard" is the default. */
export const demoBrands = [
  {
    key: 'airboard',
    name: 'Airboard',
    hosts: ['localhost', '127.0.0.1'],
    isDefault: true,
    color: '#4fc3f7',
    contactUrl: 'https://airboard.example/contact',
    inviteSender: 'Airboard <invites@airboard.example>',
    poweredByText: 'Powered by Airboard',
  },
  {
    key: 'commander',
    name: 'Commander Air',
    hosts: ['commander.localhost'],
    isDefault: false,
    color: '#ffb300',
    contactUrl: 'https://commander.example/support',
    inviteSender: 'Commander Air <no-reply@commander.example>',
    poweredByText: 'Powered by Commander Air',
  },
  {
    key: 'clearsky',
    name: 'ClearSky Buildings',
    hosts: ['clearsky.localhost'],
    isDefault: false,
    color: '#81c784',
    contactUrl: 'https://clearsky.example/help',
    inviteSender: 'ClearSky <hello@clearsky.example>',
    poweredByText: 'Powered by ClearSky Buildings',
  },
] as const;
