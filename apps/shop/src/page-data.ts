/** The element the server writes a page's loaded answers into (JSON, never script). */
export const pageDataId = 'page-data';

/** JSON that is safe inside a <script type="application/json"> element. */
export function pageDataJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The answers the server rendered this page with, by SWR key; empty for a page rendered here. */
export function readPageData(): Record<string, unknown> {
  const text = document.getElementById(pageDataId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
