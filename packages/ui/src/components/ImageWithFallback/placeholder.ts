/** The neutral picture shown when a product image fails to load: a framed image glyph. */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#eee6e3"/><g fill="none" stroke="#8a7a80" stroke-width="12" stroke-linejoin="round"><rect x="110" y="120" width="180" height="160" rx="14"/><path d="m120 260 55-60 40 40 30-25 45 45"/></g><circle cx="235" cy="170" r="16" fill="#8a7a80"/></svg>',
  );
