// Accounts' plain values; the schemas are in schemas/auth.ts.

export const roles = ['consumer', 'dermatologist', 'brand_admin', 'admin'] as const;
