/**
 * A room's day as its people and its building system live it: when people are in and how many
 * (a share of the room's design crowd), when the air handler is in occupied mode, when the
 * cleaners and the kitchen emit. Each kind of room has its own day (classes with lunch waves and
 * specials, an office's staggered arrivals, meetings, clinic appointments, story time); each room
 * its own timing, and each day its own draw from a source seeded by room and day.
 */
import { seededRandom } from '../../lib/seeded-random';
import type { SiteDay } from './demo-calendar';
import type { Schedule, ZoneUse } from './demo-layout';

/** A stretch of a day (local hours) at a level; later blocks cover earlier ones. */
export interface Block {
  from: number;
  to: number;
  level: number;
}

export interface DayPlan {
  /** People present, as a share of the design crowd. */
  people: Block[];
  /** Occupied mode of the air handler (level 1). */
  hvac: Block[];
  /** VOC sources (ppb × air changes per hour): cleaning products, the kitchen. */
  voc: Block[];
  /** PM2.5 sources (µg/m³ × air changes per hour): cooking. */
  pm: Block[];
}

/** What a room's day depends on besides the site's day. */
export interface RoomDayInput {
  /** Seeds the room's fixed timing and its daily draws (`site/zone`). */
  key: string;
  use: ZoneUse;
  schedule: Schedule;
  /** The school lunch wave the room's class eats in (0, 1 or 2). */
  lunchWave: number;
  /** Regular opening hours that day, which the air handler keeps even on a snow day. */
  scheduled: [number, number] | null;
  /** Daily mean outdoor temperature (°F): the colder, the earlier the morning warm-up. */
  outdoorMean: number;
}

/** The level of the last block covering `hour`, or 0. */
export function levelAt(blocks: readonly Block[], hour: number): number {
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]!;
    if (hour >= b.from && hour < b.to) {
      return b.level;
    }
  }
  return 0;
}

/** School periods a class may spend away (specials) or a specials room may host a class. */
const PERIODS = [8, 8.8, 9.6, 10.4, 12.6, 13.4, 14.2];

type Random = ReturnType<typeof seededRandom>;
type Add = (from: number, to: number, level: number) => void;

interface Today {
  site: SiteDay;
  open: number;
  close: number;
  /** This room's share of its people today. */
  people: number;
  /** This room's fixed timing offset (hours). */
  offset: number;
  random: Random;
  room: RoomDayInput;
  add: Add;
}

const between = (random: Random, from: number, to: number) => from + (to - from) * random.next();

function classroom({ site, open, close, people, offset, random, room, add }: Today) {
  const arrive = open - 0.3 + offset + between(random, -0.08, 0.08);
  const settled = arrive + between(random, 0.1, 0.3);
  const dismissed = close + between(random, 0, 0.12);
  add(open - 0.75 + offset, close + between(random, 0.5, 1.4), 0.06); // the teacher
  add(arrive, settled, people * 0.5);
  add(settled, dismissed, people);
  if (!site.summer) {
    const lunch = site.lunch + 0.5 * room.lunchWave;
    add(lunch, lunch + 0.7, 0.05); // lunch, then recess
    for (const period of PERIODS) {
      if (Math.abs(period - lunch) > 0.8 && random.chance(0.22)) {
        add(period, period + 0.7, 0.05); // music, gym or library
      }
    }
  }
  add(dismissed, dismissed + 0.15, people * 0.2);
}

function specials({ site, open, close, people, random, room, add }: Today) {
  add(open - 0.5, close + 0.5, 0.06);
  const chance = site.summer ? 0.3 : room.use === 'gym' ? 0.85 : 0.65;
  for (const period of PERIODS) {
    if (period + 0.7 <= close && random.chance(chance)) {
      add(period, period + 0.7, people * between(random, 0.75, 1.08));
    }
  }
  if (room.use === 'gym' && !site.summer && site.weekday !== 5 && random.chance(0.6)) {
    const from = close + between(random, 0.3, 0.5);
    add(from, from + between(random, 1.4, 2.2), between(random, 0.35, 0.65)); // after-school sports
  }
}

function cafeteria({ site, open, people, random, add }: Today, plan: DayPlan) {
  add(6.25, 14, 0.08); // kitchen staff
  add(open - 0.45, open + 0.05, people * between(random, 0.2, 0.35)); // breakfast
  plan.pm.push({ from: 6.5, to: 7.6, level: 25 });
  if (site.summer) {
    add(11.2, 11.7, people * 0.35);
    plan.pm.push({ from: 10, to: 11.7, level: 40 });
    return;
  }
  add(site.lunch - 0.1, site.lunch + 1.45, 0.15);
  for (let wave = 0; wave < 3; wave++) {
    const from = site.lunch + 0.5 * wave + between(random, 0, 0.04);
    add(from, from + 0.42, people * between(random, 0.82, 1.02));
  }
  plan.pm.push({ from: 9.75, to: site.lunch + 1.3, level: 55 });
  plan.voc.push({ from: 9.75, to: site.lunch + 1.3, level: 400 });
}

function staff({ open, close, people, offset, random, add }: Today) {
  add(
    open - 0.6 + offset + between(random, -0.1, 0.1),
    close + between(random, 0.3, 1),
    0.75 * people,
  );
  const lunch = between(random, 11.75, 12.5);
  add(lunch, lunch + 0.5, 0.45 * people);
}

function openOffice({ open, close, people, random, add }: Today) {
  const arrivals: [number, number][] = [
    [-0.75, 0.12],
    [-0.25, 0.35],
    [0.25, 0.7],
    [0.75, 0.92],
    [1.25, 1],
  ];
  let previous = close + 1.5;
  for (const [at, share] of [...arrivals].reverse()) {
    const from = open + at + between(random, -0.15, 0.15);
    add(from, previous, people * share);
    previous = from;
  }
  const lunch = between(random, 11.8, 12.2);
  add(lunch, lunch + between(random, 0.8, 1.1), people * 0.65);
  const leaving: [number, number][] = [
    [-1.5, 0.85],
    [-1, 0.6],
    [-0.5, 0.35],
    [0, 0.18],
    [0.6, 0.07],
  ];
  for (const [at, share] of leaving) {
    add(close + at + between(random, -0.15, 0.15), close + 1.5, people * share);
  }
}

function meeting({ open, close, people, random, add }: Today) {
  let free = open + 0.5;
  for (let start = open + 0.5; start < close - 0.5; start += 0.5) {
    if (start >= free && random.chance(0.4 * people)) {
      const length = 0.5 * random.int(1, 3);
      add(start, start + length - 0.05, between(random, 0.35, 1.1));
      free = start + length;
    }
  }
}

function lobby({ open, close, people, random, add }: Today) {
  add(open - 1, close + 1, 0.1);
  const shift = between(random, -0.2, 0.2);
  add(open - 0.4 + shift, open + 1.2 + shift, 0.55 * people);
  add(11.8 + shift, 13.2 + shift, 0.45 * people);
  add(close - 1.3 + shift, close + 0.1 + shift, 0.5 * people);
}

function fitness({ site, people, random, add }: Today) {
  const friday = site.weekday === 5 ? 0.6 : 1;
  for (const [from, to, low, high] of [
    [6.25, 8, 0.5, 0.9],
    [11.9, 13, 0.35, 0.7],
    [16.9, 18.9, 0.65, 1],
  ] as const) {
    const shift = between(random, -0.15, 0.15);
    add(from + shift, to + shift, people * friday * between(random, low, high));
  }
}

function waiting({ open, close, people, random, add }: Today) {
  for (let start = open; start < close; start += 0.5) {
    const morning = start < 12 ? 1.1 : 0.85;
    add(start, start + 0.5, people * morning * between(random, 0.25, 1));
  }
  if (close > 13) {
    add(12, 13, 0.15);
  }
}

function exam({ open, close, random, add }: Today) {
  let hour = open + between(random, 0, 0.25);
  while (hour < close - 0.3) {
    if (hour >= 12 && hour < 13 && close > 13) {
      hour = 13 + between(random, 0, 0.1);
    }
    const visit = between(random, 0.25, 0.6);
    if (!random.chance(0.12)) {
      add(hour, Math.min(close, hour + visit), between(random, 0.65, 1)); // not a no-show
    }
    hour += visit + between(random, 0.05, 0.25);
  }
}

function reading({ site, open, close, people, random, add }: Today) {
  add(open, close, 0.25 * people * between(random, 0.8, 1.2));
  add(Math.max(open, 11.5), Math.min(close, 14), 0.5 * people * between(random, 0.8, 1.2));
  if (site.weekday >= 1 && site.weekday <= 5) {
    add(15.5, close, 0.65 * people * between(random, 0.8, 1.2)); // after school and work
  }
}

function children({ site, open, close, people, random, add }: Today) {
  add(open, close, 0.12);
  if ([2, 4, 6].includes(site.weekday)) {
    add(10.5, 11.25, people * between(random, 1, 1.3)); // story time
  }
  if (site.weekday >= 1 && site.weekday <= 5) {
    add(15.25, Math.min(close, 17.5), people * between(random, 0.45, 0.7));
  } else if (site.weekday === 0) {
    add(13.5, 16, people * between(random, 0.4, 0.6));
  }
}

function storage({ open, close, random, add }: Today) {
  for (let visit = random.int(1, 3); visit > 0; visit--) {
    const from = between(random, open, close - 1);
    add(from, from + between(random, 0.3, 1.2), 0.8);
  }
}

const DAYS: Record<ZoneUse, (today: Today, plan: DayPlan) => void> = {
  classroom,
  specials,
  gym: specials,
  cafeteria,
  staff,
  openOffice,
  meeting,
  lobby,
  fitness,
  waiting,
  exam,
  reading,
  children,
  storage,
};

/** When the night cleaners reach a room (hours after the building closes). */
const CLEANING_AFTER: Record<Schedule, [number, number]> = {
  school: [0.4, 3.6],
  office: [0.4, 2.8],
  clinic: [0.25, 1.5],
  library: [0.15, 1],
};

/** The room's day: people, air handler, emissions. */
export function planDay(room: RoomDayInput, site: SiteDay): DayPlan {
  const plan: DayPlan = { people: [], hvac: [], voc: [], pm: [] };
  const add: Add = (from, to, level) => {
    if (to > from) {
      plan.people.push({ from, to, level });
    }
  };
  const fixed = seededRandom(room.key);
  const offset = between(fixed, -0.15, 0.2);
  const route = fixed.next();
  const random = seededRandom(`${room.key}/${site.day}`);
  if (site.hours) {
    const [open, close] = site.hours;
    const people = Math.max(0, site.attendance * between(random, 0.88, 1.06));
    const attendance = site.summer && room.schedule === 'school' ? 0.4 : 1;
    const today = { site, open, close, people: people * attendance, offset, random, room, add };
    DAYS[room.use](today, plan);
    const [early, late] = CLEANING_AFTER[room.schedule];
    const cleaning = close + early + (late - early) * route + between(random, -0.25, 0.25);
    plan.voc.push({
      from: cleaning,
      to: cleaning + between(random, 0.2, 0.4),
      level: between(random, 900, 1500),
    });
  } else if (site.closure && room.use === 'staff') {
    add(8.5, 12 + random.next(), 0.3); // the principal comes in on a snow day
  }
  const hours = site.hours ?? room.scheduled;
  if (hours) {
    // Optimal start: the colder it is, the earlier the air handler starts warming the room.
    const lead = 0.75 + 1.25 * Math.min(1, Math.max(0, (50 - room.outdoorMean) / 40));
    const lastPeople = plan.people.reduce(
      (last, b) => (b.level > 0.1 ? Math.max(last, b.to) : last),
      0,
    );
    plan.hvac.push({
      from: Math.min(hours[0] - lead + offset, ...plan.people.map((b) => b.from - 0.25)),
      to: Math.min(23.9, Math.max(hours[1] + 0.75 + offset, lastPeople + 0.25)),
      level: 1,
    });
  }
  return plan;
}
