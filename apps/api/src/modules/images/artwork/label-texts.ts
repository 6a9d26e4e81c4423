import type { Category } from '@nyansa/contract';
import type { PackShape } from '../../catalog/artwork';
import type { LabelText } from './label';

/** What each seeded product's pack says under the brand mark: the kind of product and its contents. */
const labelsByKey: Record<string, LabelText> = {
  'foaming-cleanser': { kind: 'Foaming Gel Cleanser', size: '150 ml · 5 fl oz' },
  'hydrating-toner': { kind: 'Rose Water Toner', size: '200 ml · 6.7 fl oz' },
  'shea-night-cream': { kind: 'Barrier Night Cream', size: '50 ml · 1.7 fl oz' },
  'hyaluronic-serum': { kind: 'Hydrating Serum', size: '30 ml · 1 fl oz' },
  'niacinamide-serum': { kind: 'Niacinamide 10% + Zinc', size: '30 ml · 1 fl oz' },
  'clay-mask': { kind: 'Purifying Clay Mask', size: '75 ml · 2.5 fl oz' },
  'eye-cream': { kind: 'Caffeine Eye Cream', size: '15 ml · 0.5 fl oz' },
  'daily-moisturiser-spf30': { kind: 'Day Cream SPF 30', size: '50 ml · 1.7 fl oz' },
  'cocoa-body-lotion': { kind: 'Cocoa Butter Lotion', size: '250 ml · 8.4 fl oz' },
  'coffee-body-scrub': { kind: 'Coffee Body Polish', size: '200 g · 7 oz' },
  'moringa-body-oil': { kind: 'Cold-pressed Body Oil', size: '100 ml · 3.4 fl oz' },
  'hibiscus-shower-gel': { kind: 'Gentle Shower Gel', size: '250 ml · 8.4 fl oz' },
  'hand-cream': { kind: 'Nourishing Hand Cream', size: '50 ml · 1.7 fl oz' },
  'tinted-lip-oil': { kind: 'Tinted Lip Oil', size: '6 ml' },
  'overnight-lip-mask': { kind: 'Overnight Lip Treatment', size: '15 g · 0.5 oz' },
  'shea-lip-butter': { kind: 'Lip Butter', size: '4.5 g' },
  'clear-lip-gloss': { kind: 'Lip Gloss', size: '8 ml' },
  'spf-lip-balm': { kind: 'Lip Balm SPF 15', size: '4.5 g' },
  'full-set': { kind: 'The Complete Routine', size: '8 pieces' },
  'pouch-starter-pack': { kind: 'Travel Essentials', size: '4 travel sizes' },
  'lip-scrub': { kind: 'Sugar Lip Polish', size: '15 g · 0.5 oz' },
  'body-butter': { kind: 'Whipped Shea & Mango', size: '200 ml · 6.7 fl oz' },
  'pink-lip-balm': { kind: 'Tinted Lip Balm', size: '4.5 g' },
  'body-glow': { kind: 'Shimmer Body Lotion', size: '200 ml · 6.7 fl oz' },
  'vitamin-c-serum': { kind: 'Brightening Serum', size: '30 ml · 1 fl oz' },
  'sunscreen-cream': { kind: 'Sunscreen SPF 50', size: '50 ml · 1.7 fl oz' },
};

const kindOfShape: Record<PackShape, string> = {
  tube: 'Cream',
  jar: 'Balm',
  dropper: 'Serum',
  pump: 'Lotion',
  bottle: 'Essence',
  stick: 'Balm',
  tin: 'Balm',
  wand: 'Gloss',
  pouch: 'Travel Kit',
  set: 'Gift Set',
};

const categoryWord: Record<Category, string> = { skincare: 'Face', body: 'Body', lip: 'Lip' };

/** A seeded product's label, or a plain one from its category and pack for a product without an entry. */
export function labelFor(key: string, category: Category, shape: PackShape): LabelText {
  return labelsByKey[key] ?? { kind: `${categoryWord[category]} ${kindOfShape[shape]}`, size: '' };
}
