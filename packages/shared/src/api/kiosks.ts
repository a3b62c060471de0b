/**
 * Kiosk contracts (spec 002 §3 Kiosk, §7; issue 15). Management — list, create, edit, delete,
 * revoke, re-issue, share — is for the site's project admins (decision 019). The public display
 * calls take the kiosk's public id (≥ 128 random bits, never the kiosk's object id) and answer only
 * what a lobby screen draws: names, values, units, scores, ratings and the site's branding — no
 * ids of other objects, no users, no project data.
 */
import { z } from 'zod';
import { bannerSeverity } from '../rules/alert-severity';
import {
  KIOSK_MAX_MEASUREMENTS,
  KIOSK_SHARE_MAX_EMAILS,
  kioskMeasurementLimit,
  kioskRating,
  kioskScoreSlides,
  type KioskScoreSlide,
  type KioskType,
} from '../rules/kiosk';
import { namedRef, objectIdSchema, safeText, siteIdParams } from './common';
import { childMeasurement, type Measurement } from './measurements';
import { scoreTypeSchema, siteBranding, type ZoneScores } from './sites';
import { emailSchema } from './users';

export const kioskTypeSchema = z.enum(['plain', 'branded']);

/** A kiosk as its site's admins manage it. */
export const kiosk = z.object({
  objectId: z.string(),
  name: z.string(),
  type: kioskTypeSchema,
  site: namedRef,
  /** The zone it shows, or null for the whole site. */
  zone: namedRef.nullable(),
  /** The measurements picked for it, in the order it shows them. */
  measurements: z.array(namedRef),
  /** The public id of its link; null while revoked. */
  uuid: z.string().nullable(),
  /** The public link (/kiosks/{uuid}); null while revoked. */
  url: z.string().nullable(),
  /** What its QR code encodes (the public link); null while revoked: 'No QR code for this kiosk'. */
  qrCode: z.object({ url: z.string() }).nullable(),
  /** When a screen showing it last asked for its values (the heartbeat), if ever. */
  lastSeenAt: z.string().nullable(),
  online: z.boolean(),
  /** Whether the admin who opted in is e-mailed once it has been offline for 30 minutes. */
  notifyOffline: z.boolean(),
  createdAt: z.string(),
});
export type Kiosk = z.infer<typeof kiosk>;

const kioskName = safeText().trim().min(1).max(80);

/** POST /api/kiosks/site/{siteId} and PUT /api/kiosks/{kioskId}: the whole kiosk as edited. */
export const kioskInput = z
  .object({
    name: kioskName,
    type: kioskTypeSchema,
    zoneId: objectIdSchema.nullable(),
    measurementIds: z.array(objectIdSchema).max(KIOSK_MAX_MEASUREMENTS),
    notifyOffline: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    const limit = kioskMeasurementLimit(input.type);
    if (input.measurementIds.length > limit) {
      context.addIssue({
        code: 'custom',
        path: ['measurementIds'],
        message: `A ${input.type} kiosk shows at most ${limit} measurements`,
      });
    }
    if (new Set(input.measurementIds).size !== input.measurementIds.length) {
      context.addIssue({
        code: 'custom',
        path: ['measurementIds'],
        message: 'must not name a measurement twice',
      });
    }
  });
export type KioskInput = z.input<typeof kioskInput>;

export const kioskParams = z.object({ kioskId: objectIdSchema });
export const siteKiosksParams = siteIdParams;
export const kioskResponse = z.object({ results: kiosk });
/** GET /api/kiosks/site/{siteId} (002 §7). */
export const siteKiosksResponse = z.object({ results: z.array(kiosk) });

/** POST /api/kiosk/share (002 §7): {emails, kiosk} — the kiosk's object id. */
export const shareKioskBody = z.object({
  emails: z.array(emailSchema.pipe(z.email())).max(KIOSK_SHARE_MAX_EMAILS),
  kiosk: objectIdSchema,
});
export const shareKioskResponse = z.object({ success: z.literal(true), sent: z.number().int() });

/** The public display calls' {id}: a kiosk's public id as its link carries it. */
export const publicKioskParams = z.object({ kioskId: safeText().min(1).max(64) });

/** GET /api/kiosk/{id} (002 §7: site): what frames the display. */
export const publicKioskResponse = z.object({
  kiosk: z.object({ name: z.string(), type: kioskTypeSchema }),
  site: z.object({ name: z.string(), timeZone: z.string(), branding: siteBranding }),
  zone: z.object({ name: z.string() }).nullable(),
});
export type PublicKiosk = z.infer<typeof publicKioskResponse>;

export const kioskRatingSchema = z.enum(['Excellent', 'Good', 'Poor', 'Warning', 'Critical']);

/** A measurement as a lobby screen draws it: no ids, nothing a visitor has no use for. */
export const kioskMeasurement = childMeasurement
  .pick({
    name: true,
    type: true,
    kind: true,
    unit: true,
    curVal: true,
    curValTs: true,
    curScore: true,
    scoreType: true,
    activeText: true,
    inactiveText: true,
    multiStateValues: true,
  })
  .extend({
    /** The most severe open alert's type: the card says Warning or Critical while it is open. */
    alertType: z.enum(['warning', 'critical']).nullable(),
    rating: kioskRatingSchema.nullable(),
  });
export type KioskMeasurement = z.infer<typeof kioskMeasurement>;

/**
 * A measurement as a lobby screen draws it, rated as its card is (002 §4: the most severe open
 * Warning or Critical alert, else the score's band). The one conversion: the server's public
 * answer and the signed-in kiosk (which reads GET /api/measurements) both make it here.
 */
export function toKioskMeasurement(m: Measurement): KioskMeasurement {
  const alertType = bannerSeverity(
    m.alerts
      .map((alert) => alert.alertType)
      .filter((type): type is 'warning' | 'critical' => type !== 'info'),
  );
  return {
    name: m.name,
    type: m.type,
    kind: m.kind,
    unit: m.unit,
    curVal: m.curVal,
    curValTs: m.curValTs,
    curScore: m.curScore,
    scoreType: m.scoreType,
    activeText: m.activeText,
    inactiveText: m.inactiveText,
    multiStateValues: m.multiStateValues,
    alertType,
    rating: kioskRating(m.curScore, alertType),
  };
}

/**
 * What a kiosk with no picked measurements shows of its zone's (or site's): the scored ones first
 * — a visitor learns most from a value that says how good it is — up to the type's limit.
 */
export function defaultKioskMeasurements(
  measurements: readonly Measurement[],
  type: KioskType,
): KioskMeasurement[] {
  const scored = measurements.filter((m) => m.curScore !== null);
  const unscored = measurements.filter((m) => m.curScore === null);
  return [...scored, ...unscored].slice(0, kioskMeasurementLimit(type)).map(toKioskMeasurement);
}

/** A branded kiosk's score slides from a zone's or site's latest scores. */
export function kioskScoresOf(scores: ZoneScores): KioskScoreSlide[] {
  return kioskScoreSlides(
    Object.fromEntries(Object.entries(scores).map(([type, timed]) => [type, timed?.val ?? null])),
  );
}

export const kioskScore = z.object({
  type: scoreTypeSchema,
  name: z.string(),
  score: z.number(),
});

/** GET /api/kiosk/{kioskId}/measurements (002 §7): what the carousel and cards show. */
export const kioskMeasurementsResponse = z.object({
  results: z.array(kioskMeasurement),
  /** Branded kiosks' score slides (empty for plain ones). */
  scores: z.array(kioskScore),
  /** When the server read these values (a cached answer keeps its time). */
  generatedAt: z.string(),
});
export type KioskMeasurementsResponse = z.infer<typeof kioskMeasurementsResponse>;

/** GET /api/zone/public/{zoneId}?kioskId: a zone a kiosk shows, by name and scores. */
export const publicZoneParams = z.object({ zoneId: objectIdSchema });
export const publicZoneQuery = z.object({ kioskId: safeText().min(1).max(64) });
export const publicZoneResponse = z.object({
  zone: z.object({ name: z.string(), scores: z.array(kioskScore) }),
});
