import type { LatestAnalysis } from '../../assistant/assistant';
import { ask, type EvalCase } from '../types';

const analysis: LatestAnalysis = {
  diagnosis: 'Shine in the T-zone (oily-looking skin). Cosmetic assessment, not a medical diagnosis.',
  concerns: ['oiliness'],
  date: '2026-11-10',
};

// The shop itself, greetings, questions outside beauty, and visitors.
export const shopCases: EvalCase[] = [
  ask('cancel-subscription', 'shop', 'How do I cancel my subscription?', { products: 'none', mentions: ['Dashboard'] }),
  ask('talk-dermatologist-subscriber', 'shop', 'how can I talk to a dermatologist?', { products: 'none', askDermatologist: true }, { plan: 'ai_analysis' }),
  ask('talk-dermatologist-basic', 'shop', 'how can I talk to a dermatologist?', { products: 'none', mentions: ['AI + Dermatologist'] }, { plan: 'basic' }),
  ask('capital-ghana', 'shop', "what's the capital of Ghana?", { products: 'none', mentions: ['only help'] }),
  ask('hello', 'shop', 'hello!', { products: 'none', mentions: ['Hello Ama'] }),
  ask('visitor-chapped', 'shop', 'something for chapped lips', { area: 'lips', products: 'some', mentions: ['Please log in to access all features.'] }, { signedIn: false }),
  ask('where-order', 'shop', 'where is my order?', { products: 'none', mentions: ['Dashboard'] }),
  ask('my-analysis', 'shop', 'what did my analysis say?', { mentions: ['Your skin analysis of 2026-11-10 found'] }, { analysis }),
  ask('analysis-products', 'shop', 'what products do you recommend for me?', { skinTypes: ['oily'], products: 'some' }, { analysis }),
  ask('tell-joke', 'shop', 'tell me a joke', { products: 'none', mentions: ['only help'] }),
  ask('smell-nice-shower', 'shop', 'I want to smell nice after my shower, what do you have?', { area: 'body', includes: ['Hibiscus Shower Gel'] }),
  ask('skincare-for-men', 'shop', 'skin care for men?', { mentions: [['cleanse', 'moistur']] }),
];
