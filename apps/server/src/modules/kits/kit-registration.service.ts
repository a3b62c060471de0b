/**
 * Registering a kit (issue 16, admin side): an admin lists the serial numbers printed on a box's
 * devices with each one's product, and gets the kit with its onboarding link. A serial number is
 * one device's for good, so one repeated in the list or known already is a 409 naming it; the kit
 * and its devices are made in one transaction, so a refused kit leaves nothing behind.
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { kitDeviceRegistration } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { newObjectId, newPublicId } from '../../db/ids';
import { auditLog, devices, kits, products } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import { auditOf } from './kits.service';

type Registration = z.output<typeof kitDeviceRegistration>;
type ProductRow = typeof products.$inferSelect;

/** Registers the kit in the project; its new id. */
export async function registerKit(
  db: Database,
  auth: AuthContext,
  projectId: string,
  registrations: Registration[],
): Promise<string> {
  const serials = registrations.map((r) => r.serialNumber);
  const repeated = serials.filter((serial, i) => serials.indexOf(serial) !== i);
  if (repeated.length > 0) {
    throw new HttpError(409, `Serial numbers listed twice: ${[...new Set(repeated)].join(', ')}`);
  }
  const productOf = await productsOf(db, registrations);
  const kit = {
    id: newObjectId(),
    onboardingToken: newPublicId(),
    projectId,
    productId: kitProduct(registrations.map((r) => productOf.get(r.productId)!)).id,
  };
  await db.transaction(async (tx) => {
    await tx.insert(kits).values(kit);
    const added = await tx
      .insert(devices)
      .values(
        registrations.map((r) => ({
          id: newObjectId(),
          projectId,
          kitId: kit.id,
          productId: r.productId,
          name: `${productOf.get(r.productId)!.friendlyModelName} ${r.serialNumber}`,
          serialNumber: r.serialNumber,
          onboardingToken: newPublicId(),
        })),
      )
      // A serial registered meanwhile (or before) is not added: the whole kit is refused below.
      .onConflictDoNothing({ target: devices.serialNumber })
      .returning({ serialNumber: devices.serialNumber });
    if (added.length < serials.length) {
      const known = new Set(added.map((d) => d.serialNumber));
      const taken = serials.filter((serial) => !known.has(serial));
      throw new HttpError(409, `Serial numbers already registered: ${taken.join(', ')}`);
    }
    await tx.insert(auditLog).values({
      ...auditOf(auth, kit, 'kit.register'),
      newValue: { productId: kit.productId, serialNumbers: serials },
    });
  });
  return kit.id;
}

/** The products the registrations name, by id; 400 naming the first device whose is unknown. */
async function productsOf(
  db: Database,
  registrations: Registration[],
): Promise<Map<string, ProductRow>> {
  const ids = [...new Set(registrations.map((r) => r.productId))];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((p) => [p.id, p]));
  const unknown = registrations.findIndex((r) => !byId.has(r.productId));
  if (unknown >= 0) {
    throw new HttpError(400, `body.devices.${unknown}.productId: no such product`);
  }
  return byId;
}

/** A kit is of its sensors' product (the first sensor's if they differ); a kit of hubs, the hub's. */
function kitProduct(ofDevices: ProductRow[]): ProductRow {
  return ofDevices.find((p) => p.type !== 'hub') ?? ofDevices[0]!;
}
