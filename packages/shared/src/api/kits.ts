/**
 * Kit and device onboarding contracts (spec 002 §3 Kit, Device, §7; issue 16), and the admin's
 * kits.
 *
 * Public calls (no sign-in, 002 §6) are made with the link the installer was given: the {id} of
 * /konboarding/{id} (a kit) or /do/{id} (one device), a 128-bit public id. GET /api/kits/{id} and
 * GET /api/devices/{id} take it in the path; the writes (POST /api/sites, POST
 * /api/sites/{siteId}/zones, POST /api/devices/{objectId}/onboard) carry it in the
 * ONBOARDING_LINK_HEADER, and may touch only what that link covers: a kit link its kit's devices,
 * site and rooms; a device link that device and the site it is put in. Repeating a write (a double
 * click, a retry) returns what the first one made.
 */
import { z } from 'zod';
import { ONBOARDING_NAME_MAX, KIT_MAX_DEVICES } from '../rules/kit-onboarding';
import { namedRef, objectIdSchema, safeText } from './common';
import { device } from './devices';

/** The header that carries the onboarding link's id on the public writes. */
export const ONBOARDING_LINK_HEADER = 'x-onboarding-link';

/** A public link id as issued (newPublicId: 22 base64url characters); anything else is unknown. */
export const onboardingLinkId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/**
 * The public writes' headers: the link they act for. Optional here so that a missing or
 * malformed link gets the same 404 as an unknown one, not a 400 that tells them apart.
 */
export const onboardingLinkHeaders = z.looseObject({
  [ONBOARDING_LINK_HEADER]: z.string().optional(),
});

export const kitStatus = z.enum(['not_started', 'in_progress', 'done']);

/** An installer's name for a site, room or device: trimmed, required (002 §5), length-limited. */
export const onboardingName = safeText().trim().min(1).max(ONBOARDING_NAME_MAX);

/** A device as the wizards show it: the device list's fields, its site and its step picture. */
export const onboardingDevice = device.extend({
  site: namedRef.nullable(),
  /** The product's picture for the activate/mount steps (002 §3 deviceType.actImage.url). */
  actImageUrl: z.string().nullable(),
});
export type OnboardingDevice = z.infer<typeof onboardingDevice>;

/** A kit as its link shows it (002 §3 Kit: objectId, product.objectId, site). */
export const publicKit = z.object({
  objectId: z.string(),
  /** The kit's project: with the site's id it makes the site page's address (Launch Site). */
  projectId: z.string(),
  /** The kit's product: its sensors' model (products.id and friendly model name). */
  product: namedRef,
  site: namedRef.nullable(),
  status: kitStatus,
  /** When the link stops working (the grace period after completion); null while open-ended. */
  expiresAt: z.string().nullable(),
});
export type PublicKit = z.infer<typeof publicKit>;

export const kitLinkParams = z.object({ id: safeText().max(200) });
/** GET /api/kits/{id} */
export const publicKitResponse = z.object({ results: publicKit });
/** GET /api/kits/{id}/devices: every device of the kit, hub first, then by serial number. */
export const kitDevicesResponse = z.object({ results: z.array(onboardingDevice) });

/**
 * GET /api/devices/{id}: by a device link, the device and the sites of its project it may be put
 * in (002 §2: choose an existing site or create one); by an objectId, for its project's admins,
 * the device alone.
 */
/**
 * The spec's {id}, named as the device routes beside it name theirs (POST
 * /api/devices/{objectId}): one path, one parameter name. It holds a link id or an objectId.
 */
export const deviceLookupParams = z.object({ objectId: safeText().max(200) });
export const deviceLookupResponse = z.object({
  results: onboardingDevice,
  sites: z.array(namedRef).optional(),
  /** By a device link: the device's project (the site page's address after onboarding). */
  projectId: z.string().optional(),
});

/**
 * POST /api/sites (002 §7 {name, kitId, productId}): the kit's site, in the kit's project. With a
 * kit link, kitId must be that kit's objectId; with a device link it is absent and the site is
 * created in the device's project. A kit that has its site already gets it back (renamed to the
 * name sent), so a retried step creates nothing twice.
 */
export const createOnboardingSiteBody = z.object({
  name: onboardingName,
  kitId: objectIdSchema.optional(),
  productId: objectIdSchema.optional(),
});
export const onboardingSiteResponse = z.object({ results: namedRef });

/** POST /api/sites/{siteId}/zones {name}: the room; a room of that name already there is reused. */
export const createOnboardingZoneParams = z.object({ siteId: objectIdSchema });
export const createOnboardingZoneBody = z.object({ name: onboardingName });
export const onboardingZoneResponse = z.object({ results: namedRef });

/**
 * POST /api/devices/{objectId}/onboard (002 §7 {name, zoneId}): binds a sensor to its room (a hub
 * to its site, by siteId), creates its measurements and points from its product's channels and
 * marks it onboarded. Onboarding again moves it to the room sent; nothing is made twice.
 */
export const onboardDeviceParams = z.object({ objectId: objectIdSchema });
export const onboardDeviceBody = z
  .object({
    name: onboardingName,
    zoneId: objectIdSchema.optional(),
    siteId: objectIdSchema.optional(),
  })
  .refine((b) => Boolean(b.zoneId) !== Boolean(b.siteId), {
    message: 'give exactly one of zoneId (a sensor) and siteId (a hub)',
  });
export const onboardDeviceResponse = z.object({ results: onboardingDevice });

/** A product of the catalogue, to register kits of. */
export const product = z.object({
  objectId: z.string(),
  name: z.string(),
  modelName: z.string(),
  type: z.string(),
});
export type Product = z.infer<typeof product>;
/** GET /api/products (signed in). */
export const productsResponse = z.object({ results: z.array(product) });

/** A kit as its project's admins see it on the device list (issue 16 admin side). */
export const adminKit = z.object({
  objectId: z.string(),
  /** The onboarding link: its id, and the whole URL on the project's brand host. */
  linkId: z.string(),
  link: z.string(),
  product: namedRef,
  site: namedRef.nullable(),
  status: kitStatus,
  devices: z.object({ total: z.number().int(), onboarded: z.number().int() }),
  /**
   * Each device with its own onboarding link (/do/{id}): an admin hands one out to put a single
   * device in, e.g. a spare sensor added to a site later. Hub first, then by serial number.
   */
  deviceLinks: z.array(
    z.object({
      objectId: z.string(),
      name: z.string(),
      serialNumber: z.string(),
      type: z.string(),
      onboarded: z.boolean(),
      link: z.string(),
    }),
  ),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AdminKit = z.infer<typeof adminKit>;

export const projectKitsParams = z.object({ projectId: objectIdSchema });
/** GET /api/projects/{projectId}/kits (admins), newest first. */
export const projectKitsResponse = z.object({ results: z.array(adminKit) });

/** One device of a kit to register: its serial number (printed on it) and its product. */
export const kitDeviceRegistration = z.object({
  serialNumber: safeText().trim().min(1).max(120),
  productId: objectIdSchema,
});
/**
 * POST /api/projects/{projectId}/kits (admins): registers a kit of devices by serial number; a
 * serial already known is a 409 naming it. The kit's product is its sensors' product.
 */
export const registerKitBody = z.object({
  devices: z.array(kitDeviceRegistration).min(1).max(KIT_MAX_DEVICES),
});
export const adminKitParams = z.object({ kitId: objectIdSchema });
/** POST /api/kits/{kitId}/revoke and /reissue (admins): the kit as now. */
export const adminKitResponse = z.object({ results: adminKit });
