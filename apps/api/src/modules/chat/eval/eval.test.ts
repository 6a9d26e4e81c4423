import { describe, expect, it } from 'vitest';
import { answerLocally } from '../assistant/assistant';
import { evalCatalog } from './catalog';
import { evalCases } from './cases/index';
import { heldOutCases } from './held-out';
import { heldOutCasesB } from './held-out-b';
import { heldOutCasesC } from './held-out-c';
import { runEval } from './run-eval';
import { scoreAnswer } from './score';
import { evalCategories, heldOutKinds } from './types';

describe('the assistant evaluation', () => {
  it('has at least 120 questions, every category and multi-turn conversations among them', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(120);
    expect(new Set(evalCases.map((evalCase) => evalCase.id)).size).toBe(evalCases.length);
    for (const category of evalCategories) expect(evalCases.filter((evalCase) => evalCase.category === category).length, category).toBeGreaterThanOrEqual(5);
    expect(evalCases.filter((evalCase) => evalCase.turns.length > 1).length).toBeGreaterThanOrEqual(10);
  });

  it('passes at least 90% of the questions with the local assistant', () => {
    const report = runEval(evalCases);
    const failed = report.results.filter((result) => !result.passed).flatMap((result) => [`[${result.case.id}]`, ...result.failures]);
    expect(report.score, failed.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the held-out evaluation (issue 30)', () => {
  it('has at least 120 questions, at least 5 of each kind, none shared with the tuning set', () => {
    expect(heldOutCases.length).toBeGreaterThanOrEqual(120);
    expect(new Set(heldOutCases.map((evalCase) => evalCase.id)).size).toBe(heldOutCases.length);
    for (const kind of heldOutKinds) expect(heldOutCases.filter((evalCase) => evalCase.category === kind).length, kind).toBeGreaterThanOrEqual(5);
    const said = (evalCase: (typeof evalCases)[number]) => evalCase.turns.map((turn) => turn.say.toLowerCase()).join(' / ');
    const tuned = new Set(evalCases.map(said));
    expect(heldOutCases.filter((evalCase) => tuned.has(said(evalCase))).map((evalCase) => evalCase.id)).toEqual([]);
  });

  it('passes at least 90% of the held-out questions with the local assistant (failures are not printed: the set stays unread)', () => {
    const report = runEval(heldOutCases);
    const perKind = Object.entries(report.byCategory).filter(([, { total }]) => total > 0).map(([kind, { passed, total }]) => `${kind} ${passed}/${total}`);
    expect(report.score, perKind.join(', ')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the second held-out evaluation (issue 30: another method, written before the rebuild)', () => {
  it('has at least 40 questions of the kinds of issue 30, none shared with the tuning set or the first held-out set', () => {
    expect(heldOutCasesB.length).toBeGreaterThanOrEqual(40);
    expect(new Set([...heldOutCases, ...heldOutCasesB].map((evalCase) => evalCase.id)).size).toBe(heldOutCases.length + heldOutCasesB.length);
    for (const kind of heldOutKinds) expect(heldOutCasesB.filter((evalCase) => evalCase.category === kind).length, kind).toBeGreaterThanOrEqual(3);
    const said = (evalCase: (typeof evalCases)[number]) => evalCase.turns.map((turn) => turn.say.toLowerCase()).join(' / ');
    const known = new Set([...evalCases, ...heldOutCases].map(said));
    expect(heldOutCasesB.filter((evalCase) => known.has(said(evalCase))).map((evalCase) => evalCase.id)).toEqual([]);
  });

  it('passes at least 90% of them with the local assistant (failures are not printed)', () => {
    const report = runEval(heldOutCasesB);
    const perKind = Object.entries(report.byCategory).filter(([, { total }]) => total > 0).map(([kind, { passed, total }]) => `${kind} ${passed}/${total}`);
    expect(report.score, perKind.join(', ')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the third held-out evaluation (issue 30: quantity, comparisons, safety, goods not sold, follow-ups; written before the parse was one structure)', () => {
  it('has at least 60 questions, none shared with the tuning set or the other held-out sets', () => {
    expect(heldOutCasesC.length).toBeGreaterThanOrEqual(60);
    const earlier = [...heldOutCases, ...heldOutCasesB];
    expect(new Set([...earlier, ...heldOutCasesC].map((evalCase) => evalCase.id)).size).toBe(earlier.length + heldOutCasesC.length);
    for (const kind of ['quantity', 'comparisons', 'safety', 'not sold', 'context'] as const) expect(heldOutCasesC.filter((evalCase) => evalCase.category === kind).length, kind).toBeGreaterThanOrEqual(5);
    const said = (evalCase: (typeof evalCases)[number]) => evalCase.turns.map((turn) => turn.say.toLowerCase()).join(' / ');
    const known = new Set([...evalCases, ...earlier].map(said));
    expect(heldOutCasesC.filter((evalCase) => known.has(said(evalCase))).map((evalCase) => evalCase.id)).toEqual([]);
  });

  it('passes at least 90% of them with the local assistant (failures are not printed)', () => {
    const report = runEval(heldOutCasesC);
    const perKind = Object.entries(report.byCategory).filter(([, { total }]) => total > 0).map(([kind, { passed, total }]) => `${kind} ${passed}/${total}`);
    expect(report.score, perKind.join(', ')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the evaluation scorer', () => {
  const ask = (message: string) => answerLocally({ message, signedIn: true, catalog: evalCatalog });

  it('fails an answer whose product breaks a constraint, or that invents a product or a price', () => {
    const reply = ask('fragrance-free moisturiser');
    expect(scoreAnswer({ reply, expect: { types: ['moisturiser'], freeOf: ['fragrance'] }, said: ['fragrance-free moisturiser'], previous: null })).toEqual([]);
    expect(scoreAnswer({ reply, expect: { types: ['serum'] }, said: ['fragrance-free moisturiser'], previous: null })).toContain('Shea Night Cream breaks types');
    const invented = { ...reply, content: `${reply.content}\n- [Magic Cream](/products/999), $1.00` };
    expect(scoreAnswer({ reply: invented, expect: undefined, said: ['x'], previous: null })).toEqual(
      expect.arrayContaining(['invented product: [Magic Cream](/products/999)', 'invented amount $1.00']),
    );
    const repriced = { ...reply, content: reply.content.replace('$6.99', '$5.00') };
    expect(scoreAnswer({ reply: repriced, expect: undefined, said: ['x'], previous: null })).toContain('wrong price for Shea Night Cream: $5');
  });

  it('fails a medical answer without a dermatologist, and a plan line given without the plan', () => {
    const reply = ask('my mole is bleeding');
    const withoutDermatologist = { ...reply, content: 'Try a moisturiser.' };
    expect(scoreAnswer({ reply: withoutDermatologist, expect: { medical: true }, said: ['my mole is bleeding'], previous: null })).toContain('does not point to a dermatologist');
    const upsold = { ...reply, content: `${reply.content} Choose 'Ask a dermatologist'.` };
    expect(scoreAnswer({ reply: upsold, expect: { medical: true, askDermatologist: false }, said: ['x'], previous: null })).toContain('offers the dermatologist service without the plan');
  });
});
