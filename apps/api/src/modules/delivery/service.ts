import {
  canonicalRegion,
  deliveryMessages,
  normalizeDigitalAddress,
  toCents,
  toDollars,
  type Address,
  type AddressInput,
  type CartDelivery,
  type DeliveryOption,
  type deliveryOptionRequestSchema,
  type PickupPoint,
  type StaffDeliveryOption,
} from '@nyansa/contract';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { AppDb, Database } from '../../db/database';
import { addresses, cartDeliveries, deliveryOptions, type AddressRow, type DeliveryOptionRow } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { recordAudit, type Actor } from '../admin/audit';

// The shopper's address book, the shop's delivery options (home delivery zones and pickup points)
// and the delivery chosen for the cart. Fees are integer cents of the shop's currency.

export const maxAddresses = 20;

type DeliveryOptionInput = z.output<typeof deliveryOptionRequestSchema>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    full_name: row.fullName,
    phone: row.phone,
    country: row.country,
    region: row.region,
    city: row.city,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    digital_address: row.digitalAddress,
    postal_code: row.postalCode,
    is_default: row.isDefault,
  };
}

export function toDeliveryOption(row: DeliveryOptionRow): DeliveryOption {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    fee: toDollars(row.feeCents),
    free_over: row.freeOverCents === null ? null : toDollars(row.freeOverCents),
    estimate_days: [row.estimateMinDays, row.estimateMaxDays],
    pickup_point: row.pickupPoint,
  };
}

function toStaffOption(row: DeliveryOptionRow): StaffDeliveryOption {
  return { ...toDeliveryOption(row), country: row.country, regions: row.regions, is_default: row.isDefault, active: row.active, updated_at: row.updatedAt.toISOString() };
}

/** The fee of an option for items worth `itemsCents`: nothing from its free-over threshold on. */
export function feeCentsFor(option: DeliveryOptionRow, itemsCents: number): number {
  return option.freeOverCents !== null && itemsCents >= option.freeOverCents ? 0 : option.feeCents;
}

/** Whether an option delivers to (or, for a pickup point, is in the country of) an address. */
export function serves(option: DeliveryOptionRow, address: Pick<AddressRow, 'country' | 'region'>): boolean {
  if (!option.active || option.country !== address.country) return false;
  return option.kind === 'pickup' || option.regions.length === 0 || option.regions.includes(address.region);
}

const addressNotFound = () => httpError(404, deliveryMessages.addressNotFound, 'ADDRESS_NOT_FOUND');
const optionNotFound = () => httpError(404, deliveryMessages.optionNotFound, 'DELIVERY_OPTION_NOT_FOUND');

/** A delivery resolved for a cart: the option and address rows and the fee in cents. */
export interface ResolvedDelivery {
  option: DeliveryOptionRow;
  address: AddressRow | null;
  feeCents: number;
}

export function toCartDelivery(delivery: ResolvedDelivery): CartDelivery {
  return { option: toDeliveryOption(delivery.option), address: delivery.address ? toAddress(delivery.address) : null, fee: toDollars(delivery.feeCents) };
}

export function createDeliveryService({ db }: Database) {
  // ------------------------------------------------------------ addresses

  async function listAddresses(userId: number): Promise<Address[]> {
    const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  async function ownedAddress(tx: AppDb, userId: number, id: number): Promise<AddressRow> {
    const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!row) throw addressNotFound();
    return row;
  }

  const addressColumns = (input: AddressInput) => ({
    fullName: input.full_name,
    phone: input.phone,
    country: input.country,
    region: input.region,
    city: input.city,
    line1: input.line1,
    line2: input.line2,
    landmark: input.landmark,
    digitalAddress: input.digital_address,
    postalCode: input.postal_code,
  });

  /** The first address is the default; `is_default` moves the default to this one. */
  async function createAddress(userId: number, input: AddressInput): Promise<Address> {
    return db.transaction(async (tx) => {
      // Serialises one shopper's address writes, so the count and the one default hold.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
      const [counted] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
      const total = counted?.total ?? 0;
      if (total >= maxAddresses) throw httpError(409, deliveryMessages.tooManyAddresses, 'TOO_MANY_ADDRESSES');
      const isDefault = input.is_default || total === 0;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      const [row] = await tx.insert(addresses).values({ userId, ...addressColumns(input), isDefault }).returning();
      if (!row) throw new Error('address insert returned nothing');
      return toAddress(row);
    });
  }

  async function updateAddress(userId: number, id: number, input: AddressInput): Promise<Address> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
      const current = await ownedAddress(tx, userId, id);
      // The default stays the default; another address becomes it only by asking.
      const isDefault = current.isDefault || input.is_default;
      if (isDefault && !current.isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      const [row] = await tx.update(addresses).set({ ...addressColumns(input), isDefault, updatedAt: sql`now()` }).where(eq(addresses.id, id)).returning();
      if (!row) throw addressNotFound();
      return toAddress(row);
    });
  }

  /** Orders keep their own copy; the cart's choice of this address goes with it. The newest other address becomes the default. */
  async function deleteAddress(userId: number, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
      const current = await ownedAddress(tx, userId, id);
      await tx.delete(addresses).where(eq(addresses.id, id));
      if (!current.isDefault) return;
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
  }

  // ------------------------------------------------------------ options

  /** Home delivery to that address and the pickup points of its country; without one, every pickup point. */
  async function optionsFor(userId: number, addressId: number | undefined): Promise<DeliveryOption[]> {
    const rows = await db.select().from(deliveryOptions).where(eq(deliveryOptions.active, true)).orderBy(asc(deliveryOptions.kind), asc(deliveryOptions.feeCents), asc(deliveryOptions.id));
    if (addressId === undefined) return rows.filter((row) => row.kind === 'pickup').map(toDeliveryOption);
    const address = await ownedAddress(db, userId, addressId);
    return rows.filter((row) => serves(row, address)).map(toDeliveryOption);
  }

  async function defaultPickup(tx: AppDb): Promise<DeliveryOptionRow | null> {
    const [row] = await tx.select().from(deliveryOptions).where(and(eq(deliveryOptions.isDefault, true), eq(deliveryOptions.active, true)));
    return row ?? null;
  }

  /**
   * What the cart will be delivered with: the shopper's choice while it still holds (option active,
   * address theirs and served), else pickup at the default point; null when the shop has none.
   */
  async function resolveForCart(tx: AppDb, userId: number, itemsCents: number): Promise<ResolvedDelivery | null> {
    const [chosen] = await tx
      .select({ option: deliveryOptions, address: addresses })
      .from(cartDeliveries)
      .innerJoin(deliveryOptions, eq(deliveryOptions.id, cartDeliveries.optionId))
      .leftJoin(addresses, and(eq(addresses.id, cartDeliveries.addressId), eq(addresses.userId, userId)))
      .where(eq(cartDeliveries.userId, userId));
    if (chosen && chosen.option.active) {
      const { option, address } = chosen;
      if (option.kind === 'pickup') return { option, address: null, feeCents: feeCentsFor(option, itemsCents) };
      if (address && serves(option, address)) return { option, address, feeCents: feeCentsFor(option, itemsCents) };
    }
    const pickup = await defaultPickup(tx);
    return pickup ? { option: pickup, address: null, feeCents: feeCentsFor(pickup, itemsCents) } : null;
  }

  /** `PUT /api/cart/delivery`: the option (and, for home delivery, the address) the cart goes with. */
  async function chooseForCart(userId: number, choice: { option_id: number; address_id?: number | null | undefined }, itemsCents: () => Promise<number>): Promise<CartDelivery> {
    const [option] = await db.select().from(deliveryOptions).where(and(eq(deliveryOptions.id, choice.option_id), eq(deliveryOptions.active, true)));
    if (!option) throw optionNotFound();
    let address: AddressRow | null = null;
    if (option.kind === 'delivery') {
      if (!choice.address_id) throw httpError(400, deliveryMessages.addressRequired, 'ADDRESS_REQUIRED', [{ field: 'address_id', message: deliveryMessages.addressRequired }]);
      address = await ownedAddress(db, userId, choice.address_id);
      if (!serves(option, address)) {
        throw httpError(400, deliveryMessages.optionDoesNotServe, 'DELIVERY_NOT_AVAILABLE', [{ field: 'option_id', message: deliveryMessages.optionDoesNotServe }]);
      }
    }
    await db
      .insert(cartDeliveries)
      .values({ userId, optionId: option.id, addressId: address?.id ?? null })
      .onConflictDoUpdate({ target: cartDeliveries.userId, set: { optionId: option.id, addressId: address?.id ?? null, updatedAt: sql`now()` } });
    return toCartDelivery({ option, address, feeCents: feeCentsFor(option, await itemsCents()) });
  }

  // ------------------------------------------------------------ staff

  async function staffOptions(): Promise<StaffDeliveryOption[]> {
    const rows = await db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.country), asc(deliveryOptions.kind), asc(deliveryOptions.id));
    return rows.map(toStaffOption);
  }

  const optionColumns = (input: DeliveryOptionInput) => ({
    kind: input.kind,
    name: input.name,
    country: input.country,
    // Spelled as the country's list spells them, once each.
    regions: [...new Set(input.regions.map((region) => canonical(input.country, region)))],
    feeCents: toCents(input.fee),
    freeOverCents: input.free_over === null ? null : toCents(input.free_over),
    estimateMinDays: input.estimate_days[0],
    estimateMaxDays: input.estimate_days[1],
    pickupPoint: input.pickup_point ? toPickupPoint(input.pickup_point) : null,
    isDefault: input.is_default,
    active: input.active,
  });

  /** One default pickup point: naming a new one takes the mark from the old. */
  async function takeDefault(tx: AppDb, exceptId: number | null): Promise<void> {
    await tx
      .update(deliveryOptions)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(and(eq(deliveryOptions.isDefault, true), exceptId === null ? undefined : ne(deliveryOptions.id, exceptId)));
  }

  async function createOption(actor: Actor, input: DeliveryOptionInput): Promise<StaffDeliveryOption> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('delivery_options'))`);
      if (input.is_default) await takeDefault(tx, null);
      const [row] = await tx.insert(deliveryOptions).values(optionColumns(input)).returning();
      if (!row) throw new Error('delivery option insert returned nothing');
      await recordAudit(tx, actor, { action: 'delivery_option.create', target: { type: 'delivery_option', id: row.id }, before: null, after: toStaffOption(row) });
      return toStaffOption(row);
    });
  }

  async function updateOption(actor: Actor, id: number, input: DeliveryOptionInput): Promise<StaffDeliveryOption> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('delivery_options'))`);
      const [before] = await tx.select().from(deliveryOptions).where(eq(deliveryOptions.id, id));
      if (!before) throw optionNotFound();
      // Checkout without a choice needs a default pickup point: it moves, it never just disappears.
      if (before.isDefault && !input.is_default) {
        throw httpError(409, deliveryMessages.defaultCannotLeave, 'DEFAULT_PICKUP_REQUIRED', [{ field: 'is_default', message: deliveryMessages.defaultCannotLeave }]);
      }
      if (input.is_default) await takeDefault(tx, id);
      const [after] = await tx.update(deliveryOptions).set({ ...optionColumns(input), updatedAt: sql`now()` }).where(eq(deliveryOptions.id, id)).returning();
      if (!after) throw optionNotFound();
      await recordAudit(tx, actor, { action: 'delivery_option.update', target: { type: 'delivery_option', id }, before: toStaffOption(before), after: toStaffOption(after) });
      return toStaffOption(after);
    });
  }

  return {
    listAddresses,
    createAddress,
    updateAddress,
    deleteAddress,
    optionsFor,
    resolveForCart,
    chooseForCart,
    staffOptions,
    createOption,
    updateOption,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

function canonical(country: DeliveryOptionInput['country'], region: string): string {
  return canonicalRegion(country, region) ?? region;
}

function toPickupPoint(input: NonNullable<DeliveryOptionInput['pickup_point']>): PickupPoint {
  return {
    address: {
      line1: input.address.line1,
      city: input.address.city,
      region: canonical(input.address.country, input.address.region),
      country: input.address.country,
      landmark: input.address.landmark || null,
      digital_address: input.address.digital_address ? normalizeDigitalAddress(input.address.digital_address) : null,
    },
    opening_hours: input.opening_hours,
    phone: input.phone || null,
  };
}
