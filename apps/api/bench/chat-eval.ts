// The chat assistant's evaluation as figures: the share of questions answered well, per category
// and overall, on the tuning set and on the held-out set (issue 30: generated from the catalog's
// data and never read while tuning, so its score is the one that counts), and the time of a local
// answer (each set is run once to warm up, then timed).
import { evalCases } from '../src/modules/chat/eval/cases/index';
import { heldOutCases } from '../src/modules/chat/eval/held-out';
import { heldOutCasesB } from '../src/modules/chat/eval/held-out-b';
import type { AssistantInput } from '../src/modules/chat/assistant/assistant';
import { evalCatalog } from '../src/modules/chat/eval/catalog';
import { percentile, runEval } from '../src/modules/chat/eval/run-eval';
import type { EvalCase } from '../src/modules/chat/eval/types';

const goals = { tuned: 0.95, heldOut: 0.9, p95Ms: 50, largeP95Ms: 200 };
const verdict = (ok: boolean) => (ok ? 'within goal' : 'BELOW GOAL');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function report(name: string, cases: readonly EvalCase[], goal: number, showFailures: boolean): number[] {
  const started = performance.now();
  runEval(cases);
  const firstRunMs = performance.now() - started;
  const result = runEval(cases);
  console.log(`\nChat assistant evaluation, ${name}: ${cases.length} questions (${result.times.length} answers), local assistant`);
  console.log('category'.padEnd(16), 'passed'.padStart(9), 'score'.padStart(8));
  for (const [category, { passed, total }] of Object.entries(result.byCategory)) {
    if (total > 0) console.log(category.padEnd(16), `${passed}/${total}`.padStart(9), percent(passed / total).padStart(8));
  }
  const passed = result.results.filter((entry) => entry.passed).length;
  console.log('overall'.padEnd(16), `${passed}/${result.results.length}`.padStart(9), percent(result.score).padStart(8), `(goal >= ${percent(goal)}: ${verdict(result.score >= goal)})`);
  const p95 = percentile(result.times, 0.95);
  console.log(`answer time: p50 ${percentile(result.times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...result.times).toFixed(2)} ms (goal p95 < ${goals.p95Ms} ms: ${verdict(p95 < goals.p95Ms)}); first run, indexes built, ${firstRunMs.toFixed(0)} ms in all`);
  // The held-out questions stay unread: only their score per kind is printed.
  if (showFailures) for (const entry of result.results.filter((e) => !e.passed)) console.log(`  failed ${entry.case.id}: ${entry.failures.join('; ')}`);
  return result.times;
}

/** A catalog of `size` products: the seed's 26, then copies of them under new names and prices, for timing at scale. */
function largeCatalog(size: number): AssistantInput['catalog'] {
  return Array.from({ length: size }, (_, i) => {
    const base = evalCatalog[i % evalCatalog.length]!;
    const copy = Math.floor(i / evalCatalog.length);
    return copy === 0 ? base : { ...base, product_id: i + 1, product_name: `${base.product_name} No. ${copy + 1}`, price: Math.round((base.price + (copy % 9) * 0.35) * 100) / 100 };
  });
}

export function chatEvaluation(): void {
  report('tuning set', evalCases, goals.tuned, true);
  report('held-out set', heldOutCases, goals.heldOut, false);
  report('second held-out set (templates over two or three facts)', heldOutCasesB, goals.heldOut, false);
  // The same conversations over 10,000 products: the answer time only (the scores expect the seed catalog).
  const large = largeCatalog(10_000);
  const started = performance.now();
  runEval([...evalCases, ...heldOutCases, ...heldOutCasesB], large);
  const firstRunMs = performance.now() - started;
  const times = runEval([...evalCases, ...heldOutCases, ...heldOutCasesB], large).times;
  const p95 = percentile(times, 0.95);
  console.log(`\nAnswer time with 10,000 products (${times.length} answers of both sets): p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (goal p95 < ${goals.largeP95Ms} ms: ${verdict(p95 < goals.largeP95Ms)}); first run, indexes built, ${firstRunMs.toFixed(0)} ms in all`);
}

if (import.meta.url === `file://${process.argv[1]}`) chatEvaluation();
