import type { ProductType } from '@nyansa/contract';
import { ask, type EvalCase } from '../types';

/** What a face routine may hold: no hand cream or body butter on the face. */
export const FACE_ROUTINE: ProductType[] = ['cleanser', 'toner', 'serum', 'eye_cream', 'moisturiser', 'sunscreen', 'mask', 'exfoliant'];
const protect: ProductType[] = ['sunscreen', 'moisturiser'];

export const routineCases: EvalCase[] = [
  // The first failure: 'sensitive' was ignored and a hand cream went on the face.
  ask('dry-sensitive-routine', 'routines', 'I have dry sensitive skin, what routine?', {
    types: FACE_ROUTINE, area: 'face', skinTypes: ['dry', 'sensitive'], steps: [['cleanser'], ['moisturiser'], ['sunscreen']],
  }),
  ask('morning-oily', 'routines', 'morning routine for oily skin', {
    types: FACE_ROUTINE, skinTypes: ['oily'], steps: [['cleanser'], ['serum'], protect],
  }),
  ask('night-acne-prone', 'routines', "what's a good night time routine for acne-prone skin", {
    types: FACE_ROUTINE, skinTypes: ['acne_prone'], excludeTypes: ['sunscreen'], steps: [['cleanser'], ['serum']],
  }),
  ask('simple-combination', 'routines', 'can you build me a simple routine for combination skin?', {
    types: FACE_ROUTINE, skinTypes: ['combination'], steps: [['cleanser'], ['moisturiser'], protect],
  }),
  ask('normal-routine', 'routines', 'skincare routine for normal skin pls', { types: FACE_ROUTINE, skinTypes: ['normal'], steps: [['cleanser'], ['moisturiser'], protect] }),
  ask('lips-routine', 'routines', 'what routine would you suggest for my lips?', {
    area: 'lips', steps: [['lip_balm']], mentions: ['scrub'],
  }),
  ask('body-routine-dry', 'routines', 'body care routine for dry skin', {
    area: 'body', skinTypes: ['dry'], steps: [['shower_gel'], ['body_lotion', 'body_butter', 'body_oil']],
  }),
  ask('fragrance-free-sensitive', 'routines', 'fragrance-free routine for sensitive skin', {
    types: FACE_ROUTINE, skinTypes: ['sensitive'], freeOf: ['fragrance'], steps: [['cleanser'], ['moisturiser']],
  }),
  ask('dark-spots-routine', 'routines', 'a routine to fade my dark spots', {
    types: FACE_ROUTINE, concerns: ['dark_spots'], steps: [['serum'], protect], mentions: [['spf', 'sunscreen']],
  }),
  ask('evening-dry', 'routines', 'what should my evening routine look like? my skin is dry', {
    types: FACE_ROUTINE, skinTypes: ['dry'], excludeTypes: ['sunscreen'], steps: [['cleanser'], ['moisturiser']],
  }),
  ask('beginner-steps', 'routines', "I'm new to skincare, what are the basic steps?", { types: FACE_ROUTINE, steps: [['cleanser'], ['moisturiser'], protect] }),
  ask('circles-dullness-routine', 'routines', 'routine for dark circles and dullness', {
    types: FACE_ROUTINE, concerns: ['dark_circles', 'dullness'], steps: [['eye_cream']],
  }),
  ask('am-pm-under-6-oily', 'routines', 'AM and PM routine for oily skin, every product under $6', {
    types: FACE_ROUTINE, skinTypes: ['oily'], price: { below: 6 }, steps: [['cleanser'], ['sunscreen']],
  }),
  ask('layering-order', 'routines', 'in what order do I apply serum and moisturiser?', { products: 'none', mentions: ['thinnest to thickest'] }),
  ask('morning-45-normal', 'routines', "what should I use on my face in the morning? I'm 45 with normal skin", {
    types: FACE_ROUTINE, skinTypes: ['normal'], steps: [['cleanser'], protect],
  }),
  ask('teen-blackheads-cheap', 'routines', "I'm 16 and have oily skin with lots of blackheads, what's a simple routine that isn't expensive", {
    types: FACE_ROUTINE, skinTypes: ['oily'], concerns: ['acne'], steps: [['cleanser']],
  }),
];
