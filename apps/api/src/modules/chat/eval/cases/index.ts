import type { EvalCase } from '../types';
import { adviceCases, keywordRuleCases } from './advice';
import { budgetCases } from './budget';
import { exclusionCases } from './exclusions';
import { followUpCases } from './follow-ups';
import { medicalCases } from './medical';
import { productCases } from './products';
import { quantityCases, safetyCases } from './quantity-safety';
import { requestCases } from './requests';
import { routineCases } from './routines';
import { shopCases } from './shop';
import { understandingCases } from './understanding';

/** Every question of the evaluation, written for the shop's own catalog. */
export const evalCases: readonly EvalCase[] = [
  ...productCases,
  ...budgetCases,
  ...exclusionCases,
  ...routineCases,
  ...followUpCases,
  ...medicalCases,
  ...keywordRuleCases,
  ...adviceCases,
  ...shopCases,
  ...understandingCases,
  ...quantityCases,
  ...safetyCases,
  ...requestCases,
];
