import { countryRegions, type DeliveryCountry, type PickupPoint } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { exclusiveLockKey, type Database } from '../../db/database';
import { deliveryOptions } from '../../db/schema/index';

// The delivery the shop starts with, for the markets it serves first: Ghana (its studio in Osu is
// the default pickup point, free), then Nigeria, Kenya, South Africa and the US. Staff change them
// on /admin; a seeded option is added once (seed_key) and never touched again.

interface SeedOption {
  key: string;
  kind: 'delivery' | 'pickup';
  name: string;
  country: DeliveryCountry;
  regions: readonly string[];
  /** In US dollars; other shop currencies are scaled by `perDollar`. */
  fee: number;
  freeOver: number | null;
  days: [number, number];
  pickupPoint?: PickupPoint;
  isDefault?: boolean;
}

const allBut = (country: DeliveryCountry, ...left: string[]) => countryRegions[country].filter((region) => !left.includes(region));

export const seedDeliveryOptions: readonly SeedOption[] = [
  {
    key: 'gh-pickup-osu',
    kind: 'pickup',
    name: 'Pickup at Nyansa Studio, Osu',
    country: 'GH',
    regions: [],
    fee: 0,
    freeOver: null,
    days: [0, 1],
    isDefault: true,
    pickupPoint: {
      address: { line1: '14 Oxford Street, Osu', city: 'Accra', region: 'Greater Accra', country: 'GH', landmark: 'Next to the Osu Food Court', digital_address: 'GA-017-4242' },
      opening_hours: 'Mon-Fri 9:00-18:00, Sat 10:00-16:00',
      phone: '+233302123456',
    },
  },
  { key: 'gh-accra', kind: 'delivery', name: 'Home delivery, Greater Accra', country: 'GH', regions: ['Greater Accra'], fee: 3, freeOver: 50, days: [1, 2] },
  { key: 'gh-rest', kind: 'delivery', name: 'Home delivery, rest of Ghana', country: 'GH', regions: allBut('GH', 'Greater Accra'), fee: 6, freeOver: 80, days: [2, 5] },
  { key: 'ng-lagos', kind: 'delivery', name: 'Home delivery, Lagos', country: 'NG', regions: ['Lagos'], fee: 5, freeOver: 60, days: [2, 4] },
  { key: 'ng-rest', kind: 'delivery', name: 'Home delivery, rest of Nigeria', country: 'NG', regions: allBut('NG', 'Lagos'), fee: 9, freeOver: 100, days: [4, 8] },
  { key: 'ke-nairobi', kind: 'delivery', name: 'Home delivery, Nairobi', country: 'KE', regions: ['Nairobi'], fee: 5, freeOver: 60, days: [2, 4] },
  { key: 'ke-rest', kind: 'delivery', name: 'Home delivery, rest of Kenya', country: 'KE', regions: allBut('KE', 'Nairobi'), fee: 9, freeOver: 100, days: [4, 8] },
  { key: 'za-courier', kind: 'delivery', name: 'Courier, South Africa', country: 'ZA', regions: [], fee: 8, freeOver: 100, days: [3, 6] },
  { key: 'us-standard', kind: 'delivery', name: 'Standard shipping, United States', country: 'US', regions: [], fee: 14, freeOver: 150, days: [7, 12] },
  { key: 'us-express', kind: 'delivery', name: 'Express shipping (DHL), United States', country: 'US', regions: [], fee: 35, freeOver: null, days: [3, 5] },
];

// Rough units of each currency per US dollar, so seeded fees read sensibly in the shop's currency.
const perDollar: Readonly<Record<string, number>> = { USD: 1, GHS: 15, NGN: 1500, KES: 130, ZAR: 18, EUR: 1, GBP: 1 };

/** Adds the default delivery options once (they are the shop's setup, not its catalog: seeded even for an empty shop). */
export async function seedDelivery(database: Database, currency: string): Promise<void> {
  const { db } = database;
  const [present] = await db.select({ total: sql<number>`count(*)::int` }).from(deliveryOptions).where(sql`${deliveryOptions.seedKey} IS NOT NULL`);
  if ((present?.total ?? 0) >= seedDeliveryOptions.length) return;
  const rate = perDollar[currency] ?? 1;
  const cents = (dollars: number) => Math.round(dollars * rate * 100);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${exclusiveLockKey})`);
    const [anyDefault] = await tx.select({ id: deliveryOptions.id }).from(deliveryOptions).where(sql`${deliveryOptions.isDefault}`);
    for (const option of seedDeliveryOptions) {
      await tx
        .insert(deliveryOptions)
        .values({
          kind: option.kind,
          name: option.name,
          country: option.country,
          regions: [...option.regions],
          feeCents: cents(option.fee),
          freeOverCents: option.freeOver === null ? null : cents(option.freeOver),
          estimateMinDays: option.days[0],
          estimateMaxDays: option.days[1],
          pickupPoint: option.pickupPoint ?? null,
          // Staff may have named another default already.
          isDefault: (option.isDefault ?? false) && !anyDefault,
          seedKey: option.key,
        })
        .onConflictDoNothing({ target: deliveryOptions.seedKey });
    }
  });
}
