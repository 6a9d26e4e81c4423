// The countries the shop delivers to first, and their first-level regions as the post and the
// couriers write them. No zod here: the address form imports this alone.

export const deliveryCountries = ['GH', 'NG', 'KE', 'ZA', 'US'] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

export const countryNames: Readonly<Record<DeliveryCountry, string>> = {
  GH: 'Ghana',
  NG: 'Nigeria',
  KE: 'Kenya',
  ZA: 'South Africa',
  US: 'United States',
};

/** What each country calls its regions, for the form's label. */
export const regionLabels: Readonly<Record<DeliveryCountry, string>> = {
  GH: 'Region',
  NG: 'State',
  KE: 'County',
  ZA: 'Province',
  US: 'State',
};

export const countryRegions: Readonly<Record<DeliveryCountry, readonly string[]>> = {
  GH: [
    'Ahafo', 'Ashanti', 'Bono', 'Bono East', 'Central', 'Eastern', 'Greater Accra', 'North East',
    'Northern', 'Oti', 'Savannah', 'Upper East', 'Upper West', 'Volta', 'Western', 'Western North',
  ],
  NG: [
    'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River',
    'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa',
    'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo',
    'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
  ],
  KE: [
    'Baringo', 'Bomet', 'Bungoma', 'Busia', 'Elgeyo-Marakwet', 'Embu', 'Garissa', 'Homa Bay', 'Isiolo',
    'Kajiado', 'Kakamega', 'Kericho', 'Kiambu', 'Kilifi', 'Kirinyaga', 'Kisii', 'Kisumu', 'Kitui',
    'Kwale', 'Laikipia', 'Lamu', 'Machakos', 'Makueni', 'Mandera', 'Marsabit', 'Meru', 'Migori',
    'Mombasa', "Murang'a", 'Nairobi', 'Nakuru', 'Nandi', 'Narok', 'Nyamira', 'Nyandarua', 'Nyeri',
    'Samburu', 'Siaya', 'Taita-Taveta', 'Tana River', 'Tharaka-Nithi', 'Trans Nzoia', 'Turkana',
    'Uasin Gishu', 'Vihiga', 'Wajir', 'West Pokot',
  ],
  ZA: ['Eastern Cape', 'Free State', 'Gauteng', 'KwaZulu-Natal', 'Limpopo', 'Mpumalanga', 'North West', 'Northern Cape', 'Western Cape'],
  US: [
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
    'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa',
    'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota',
    'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
    'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
    'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah',
    'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
  ],
};

/** The region as the list spells it ('greater accra' -> 'Greater Accra'), or null when the country has no such region. */
export function canonicalRegion(country: DeliveryCountry, region: string): string | null {
  const wanted = region.trim().toLowerCase();
  return countryRegions[country].find((name) => name.toLowerCase() === wanted) ?? null;
}

/** Postal codes: required where the post cannot deliver without one. */
export const postalCodeRules: Readonly<Record<DeliveryCountry, { required: boolean; pattern: RegExp; example: string }>> = {
  GH: { required: false, pattern: /^$/, example: '' },
  NG: { required: false, pattern: /^\d{6}$/, example: '100001' },
  KE: { required: false, pattern: /^\d{5}$/, example: '00100' },
  ZA: { required: true, pattern: /^\d{4}$/, example: '2196' },
  US: { required: true, pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
};

/** A GhanaPost GPS digital address: district code, area and house, 'GA-123-4567' (the area has 3 or 4 digits). */
export const ghanaDigitalAddressPattern = /^[A-Z]{2}-\d{3,4}-\d{4}$/;

/** 'ga1234567', 'GA 123 4567' or 'ga-123-4567' -> 'GA-123-4567'; other text is returned trimmed and upper-cased. */
export function normalizeDigitalAddress(text: string): string {
  const compact = text.trim().toUpperCase().replace(/[\s-]+/g, '');
  const match = /^([A-Z]{2})(\d{3,4})(\d{4})$/.exec(compact);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : text.trim().toUpperCase();
}
