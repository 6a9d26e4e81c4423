import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { deliveryMessages } from '../messages';
import {
  canonicalRegion,
  countryNames,
  deliveryCountries,
  ghanaDigitalAddressPattern,
  normalizeDigitalAddress,
  postalCodeRules,
  regionLabels,
} from '../regions';
import { isoDateSchema, moneySchema } from './common';

// (beyond) Delivery, stock and fulfilment (contract, section "Delivery, stock and fulfilment"):
// the address book, delivery options and pickup points, the cart's chosen delivery, and what an
// order keeps of it.

export const deliveryCountrySchema = z.enum(deliveryCountries, { error: deliveryMessages.countryUnsupported });

// ---------------------------------------------------------------- addresses

/** An address as an order keeps it: a copy, so later edits or deletions do not change history. */
export const deliveryAddressSchema = z.object({
  full_name: z.string(),
  /** E.164, '+233241234567'. */
  phone: z.string(),
  /** ISO 3166 alpha-2. */
  country: deliveryCountrySchema,
  region: z.string(),
  city: z.string(),
  /** Area and street (house number, street, area or estate). */
  line1: z.string(),
  line2: z.nullable(z.string()),
  landmark: z.nullable(z.string()),
  /** GhanaPost GPS, 'GA-123-4567' (Ghana only). */
  digital_address: z.nullable(z.string()),
  /** (beyond the contract's list) Required in the US and South Africa; Ghana uses the digital address. */
  postal_code: z.nullable(z.string()),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const addressSchema = z.extend(deliveryAddressSchema, { id: z.int(), is_default: z.boolean() });
export type Address = z.infer<typeof addressSchema>;

function text(label: string, max: number, required: boolean) {
  const base = z.string({ error: `${label} is required` }).check(
    z.trim(),
    ...(required ? [z.minLength(1, { error: `${label} is required`, abort: true })] : []),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
  );
  return base;
}
const optionalText = (label: string, max: number) => z.optional(z.nullable(text(label, max, false)));

const addressFields = z.object({
  full_name: text('Full name', 100, true),
  phone: text('Phone number', 30, true),
  country: deliveryCountrySchema,
  region: text(deliveryMessages.regionLabel, 60, true),
  city: text('City or town', 80, true),
  line1: text('Area and street', 160, true),
  line2: optionalText('Address line 2', 160),
  landmark: optionalText('Landmark', 160),
  digital_address: optionalText('Digital address', 20),
  postal_code: optionalText('Postal code', 12),
  is_default: z.optional(z.boolean({ error: 'is_default must be true or false' })),
});

/**
 * `POST /api/user/addresses` and `PUT /api/user/addresses/:id`: every field checked for its
 * country, each refusal on its own field. The phone is checked with libphonenumber-js and kept in
 * E.164; the region is spelled as the country's list spells it; a GhanaPost digital address is
 * normalised to 'GA-123-4567'.
 */
export const addressRequestSchema = z.pipe(
  addressFields,
  z.transform((body, ctx) => {
    const refuse = (field: string, message: string) => {
      ctx.issues.push({ code: 'custom', message, input: body, path: [field] });
    };
    const country = body.country;
    const countryName = country === 'US' ? 'the United States' : countryNames[country];

    const phone = parsePhoneNumberFromString(body.phone, country);
    if (!phone || !phone.isValid() || phone.country !== country) refuse('phone', deliveryMessages.phoneInvalid(countryName));

    const region = canonicalRegion(country, body.region);
    if (!region) refuse('region', deliveryMessages.regionInvalid(regionLabels[country], countryName));

    const digital = body.digital_address ? normalizeDigitalAddress(body.digital_address) : null;
    if (digital && country !== 'GH') refuse('digital_address', deliveryMessages.digitalAddressGhanaOnly);
    else if (digital && !ghanaDigitalAddressPattern.test(digital)) refuse('digital_address', deliveryMessages.digitalAddressInvalid);

    const postal = body.postal_code ? body.postal_code.toUpperCase() : null;
    const rule = postalCodeRules[country];
    if (country === 'GH' && postal) refuse('postal_code', deliveryMessages.postalCodeGhana);
    else if (!postal && rule.required) refuse('postal_code', deliveryMessages.postalCodeRequired);
    else if (postal && country !== 'GH' && !rule.pattern.test(postal)) refuse('postal_code', deliveryMessages.postalCodeInvalid(countryName, rule.example));

    if (ctx.issues.length > 0) return z.NEVER;
    return {
      full_name: body.full_name,
      phone: phone?.number ?? body.phone,
      country,
      region: region ?? body.region,
      city: body.city,
      line1: body.line1,
      line2: body.line2 || null,
      landmark: body.landmark || null,
      digital_address: digital,
      postal_code: postal,
      is_default: body.is_default ?? false,
    };
  }),
);
export type AddressRequest = z.input<typeof addressRequestSchema>;
export type AddressInput = z.output<typeof addressRequestSchema>;

export const addressResponseSchema = z.object({ success: z.literal(true), message: z.optional(z.string()), data: addressSchema });
export type AddressResponse = z.infer<typeof addressResponseSchema>;
export const addressesResponseSchema = z.object({ success: z.literal(true), data: z.array(addressSchema) });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

// ---------------------------------------------------------------- delivery options

export const deliveryKinds = ['delivery', 'pickup'] as const;
export const deliveryKindSchema = z.enum(deliveryKinds, { error: 'Kind must be delivery or pickup' });
export type DeliveryKind = z.infer<typeof deliveryKindSchema>;

export const pickupPointSchema = z.object({
  /** Where to collect: the shop or a partner's counter. */
  address: z.object({
    line1: z.string(),
    city: z.string(),
    region: z.string(),
    country: deliveryCountrySchema,
    landmark: z.nullable(z.string()),
    digital_address: z.nullable(z.string()),
  }),
  /** As the shop writes them: 'Mon-Fri 9:00-18:00, Sat 10:00-16:00'. */
  opening_hours: z.string(),
  phone: z.nullable(z.string()),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const deliveryOptionSchema = z.object({
  id: z.int(),
  kind: deliveryKindSchema,
  name: z.string(),
  /** The fee in the shop's currency before any threshold. */
  fee: z.number(),
  /** Items total from which delivery is free; null: never free. */
  free_over: z.nullable(z.number()),
  /** Working days from dispatch: [min, max]. */
  estimate_days: z.tuple([z.int(), z.int()]),
  /** Present (not null) for pickup options. */
  pickup_point: z.optional(z.nullable(pickupPointSchema)),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionsQuerySchema = z.object({ address_id: z.optional(z.coerce.number<string | number>({ error: 'address_id must be a number' }).check(z.int({ error: 'address_id must be a number' }), z.positive({ error: 'address_id must be a number' }))) });
export type DeliveryOptionsQuery = z.input<typeof deliveryOptionsQuerySchema>;

export const deliveryOptionsResponseSchema = z.object({ success: z.literal(true), data: z.array(deliveryOptionSchema) });
export type DeliveryOptionsResponse = z.infer<typeof deliveryOptionsResponseSchema>;

// ---------------------------------------------------------------- the cart's delivery

/** `PUT /api/cart/delivery`: the address is required for home delivery, ignored for pickup. */
export const cartDeliveryRequestSchema = z.object({
  option_id: z.int({ error: deliveryMessages.optionRequired }).check(z.positive({ error: deliveryMessages.optionRequired })),
  address_id: z.optional(z.nullable(z.int({ error: 'address_id must be a number' }).check(z.positive({ error: 'address_id must be a number' })))),
});
export type CartDeliveryRequest = z.infer<typeof cartDeliveryRequestSchema>;

export const cartDeliverySchema = z.object({
  option: deliveryOptionSchema,
  /** The address delivered to; null for pickup. */
  address: z.nullable(addressSchema),
  /** The fee for this cart (0 over the option's free_over). */
  fee: moneySchema,
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

export const cartDeliveryResponseSchema = z.object({ success: z.literal(true), data: cartDeliverySchema });
export type CartDeliveryResponse = z.infer<typeof cartDeliveryResponseSchema>;

/** What an order keeps of its delivery: copies of the option and the address as they were at checkout. */
export const orderDeliverySchema = z.object({
  option: deliveryOptionSchema,
  address: z.nullable(deliveryAddressSchema),
  fee: moneySchema,
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

// ---------------------------------------------------------------- staff: delivery options

const moneyInput = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(
    z.gte(0, { error: `${label} must be 0 or more` }),
    z.lte(100_000, { error: `${label} must be at most 100000` }),
    z.multipleOf(0.01, { error: `${label} must have at most two decimals` }),
  );
const days = z.int({ error: 'Estimate must be whole days' }).check(z.gte(0, { error: 'Estimate must be 0 days or more' }), z.lte(60, { error: 'Estimate must be at most 60 days' }));

export const pickupPointInputSchema = z.object({
  address: z.object({
    line1: text('Pickup address', 160, true),
    city: text('City or town', 80, true),
    region: text(deliveryMessages.regionLabel, 60, true),
    country: deliveryCountrySchema,
    landmark: optionalText('Landmark', 160),
    digital_address: optionalText('Digital address', 20),
  }),
  opening_hours: text('Opening hours', 200, true),
  phone: optionalText('Phone number', 30),
});

const deliveryOptionFields = {
  kind: deliveryKindSchema,
  name: text('Name', 80, true),
  /** The zone: one country and, for home delivery, some of its regions (none: the whole country). */
  country: deliveryCountrySchema,
  regions: z._default(z.array(text(deliveryMessages.regionLabel, 60, true)).check(z.maxLength(60, { error: 'At most 60 regions' })), []),
  fee: moneyInput('Fee'),
  free_over: z._default(z.nullable(moneyInput('Free-over threshold')), null),
  estimate_days: z.tuple([days, days], { error: 'Estimate must be [min, max] days' }).check(
    z.refine(([min, max]) => min <= max, { error: 'The shortest estimate must not be above the longest' }),
  ),
  /** Required for pickup, refused for home delivery. */
  pickup_point: z._default(z.nullable(pickupPointInputSchema), null),
  /** The pickup point checkout uses when the shopper chose nothing (exactly one; pickup only). */
  is_default: z._default(z.boolean({ error: 'is_default must be true or false' }), false),
  /** Inactive options are no longer offered; orders keep their copy. */
  active: z._default(z.boolean({ error: 'active must be true or false' }), true),
};

export const deliveryOptionRequestSchema = z.object(deliveryOptionFields).check(
  z.superRefine((body, ctx) => {
    if (body.kind === 'pickup' && !body.pickup_point) ctx.addIssue({ code: 'custom', message: deliveryMessages.pickupPointRequired, path: ['pickup_point'], input: body });
    if (body.kind === 'delivery' && body.pickup_point) ctx.addIssue({ code: 'custom', message: deliveryMessages.pickupPointOnlyForPickup, path: ['pickup_point'], input: body });
    if (body.kind === 'delivery' && body.is_default) ctx.addIssue({ code: 'custom', message: deliveryMessages.defaultMustBePickup, path: ['is_default'], input: body });
    if (body.is_default && !body.active) ctx.addIssue({ code: 'custom', message: deliveryMessages.defaultMustBeActive, path: ['active'], input: body });
    for (const [index, region] of body.regions.entries()) {
      if (!canonicalRegion(body.country, region)) {
        const countryName = body.country === 'US' ? 'the United States' : countryNames[body.country];
        ctx.addIssue({ code: 'custom', message: deliveryMessages.regionInvalid(regionLabels[body.country], countryName), path: ['regions', index], input: body });
      }
    }
  }),
);
export type DeliveryOptionRequest = z.input<typeof deliveryOptionRequestSchema>;

export const staffDeliveryOptionSchema = z.extend(deliveryOptionSchema, {
  country: deliveryCountrySchema,
  /** Regions served (empty: the whole country). */
  regions: z.array(z.string()),
  is_default: z.boolean(),
  active: z.boolean(),
  updated_at: isoDateSchema,
});
export type StaffDeliveryOption = z.infer<typeof staffDeliveryOptionSchema>;

export const staffDeliveryOptionsResponseSchema = z.object({ success: z.literal(true), data: z.array(staffDeliveryOptionSchema) });
export type StaffDeliveryOptionsResponse = z.infer<typeof staffDeliveryOptionsResponseSchema>;
export const staffDeliveryOptionResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: staffDeliveryOptionSchema });
export type StaffDeliveryOptionResponse = z.infer<typeof staffDeliveryOptionResponseSchema>;
