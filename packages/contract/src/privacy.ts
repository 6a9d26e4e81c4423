// Privacy's plain values; the schemas are in schemas/privacy.ts.

/** How many days an analysis photo is kept by default; the measurements stay until the shopper deletes them. */
export const photoRetentionDays = 180;
