import { plans, type PackageType } from '@nyansa/contract';

/** Marketing claims of spec section 1, shown on the home page. */
export const heroTitle = 'Your next-gen beauty solutions.';
export const heroSubtitle = 'Beauty assistant, world-class products & certified experts at your finger tips!';
export const heroCta = 'Start your beauty journey!';

/** The hero's picture: a scene the API draws and renders (`/images/scenes/hero.webp`), 5:4. */
export const heroImage = {
  path: '/images/scenes/hero.webp',
  alt: 'Nyansa Body Glow, Vitamin C Serum, Body Butter, Sunscreen Cream and Pink Lip Balm on plinths in warm light',
  width: 1000,
  height: 800,
  /** The widths worth offering a half-screen picture. */
  widths: [400, 800, 1200],
} as const;

export const claims = [
  { value: '47+', label: 'skin parameters measured' },
  { value: '89%', label: 'accuracy' },
  { value: '24 hours', label: 'to reach a dermatologist' },
] as const;

/** What each plan includes: every plan card of the shop lists these. */
export const planFeatures: Record<PackageType, readonly string[]> = {
  basic: ['Browse and shop every product', 'Favorites and cart', 'Skin-care chat assistant'],
  premium: ['Everything in Basic', 'Personalised product recommendations', 'Priority support'],
  ai_analysis: [
    'Everything in Premium Analysis',
    'AI skin analysis of 47+ skin parameters',
    'Chat photo analysis and history',
    'Certified dermatologists within 24 hours',
  ],
};

export const planDescriptions: Record<PackageType, string> = {
  basic: 'Start your routine for free.',
  premium: 'More guidance for your skin.',
  ai_analysis: 'Our full AI analysis and expert care.',
};

/** The three plans as plan cards show them, cheapest first. */
export const planSummaries = (['basic', 'premium', 'ai_analysis'] as const).map((id) => ({
  id,
  name: plans[id].name,
  monthly: plans[id].monthly,
  yearly: plans[id].yearly,
  features: planFeatures[id],
  description: planDescriptions[id],
}));
