// Goods a shopper asks to buy, read from the request's own words: what no vocabulary or product of the
// catalog names is something the shop does not sell.
const ASKS_TO_BUY = /\b(?:do you (?:guys )?(?:sell|stock|carry|have|do)|does (?:nyansa|your shop|the shop) (?:sell|stock|carry|have)|can i (?:buy|get|order)|where (?:on (?:the|your) (?:site|website|shop) )?(?:can|do) i (?:buy|find|get)|have you got|are you selling|you (?:sell|stock)|got any|looking for|i need|i want(?: to (?:buy|order))?|i(?:'d| would) like(?: to (?:buy|order|get))?)\s+(?:any |some |a |an |the |new |good )*([a-z][a-z' ]{1,30}?)\s*(?:here|from you|in your shop|on your site|please|pls|at all)?\s*[?.!]*$/i;
const NOT_GOODS = /^(to|help|advice|know|something|anything|stuff|products?|things?|it|this|that|them|you|me|more|one|ones|info|information)\b/i;

/** The goods a shopper asks to buy ('do you sell sunglasses?' -> 'sunglasses'), for a message nothing else understood. */
export function requestedGoods(message: string): string | undefined {
  const goods = ASKS_TO_BUY.exec(message.trim())?.[1]?.trim();
  if (!goods || NOT_GOODS.test(goods) || goods.split(' ').length > 3) return undefined;
  return goods.toLowerCase();
}

/** Goods in a pharmacy's forms ('cough drops', 'vitamin D supplements'): medicines, for a pharmacist or doctor. */
const PHARMACY_FORMS = /\b(drops|tablets?|pills?|capsules?|supplements?|syrup|lozenges?|plasters?|bandages?|ointments?|painkillers?|antibiotics?)$/i;

export function isMedicine(goods: string): boolean {
  return PHARMACY_FORMS.test(goods);
}
