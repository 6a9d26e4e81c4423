// The chat assistant's evaluation as figures: the share of questions answered well, per category
// and overall, and the time of a local answer (the set is run once to warm up, then timed).
import { evalCases } from '../src/modules/chat/eval/cases/index';
import { percentile, runEval } from '../src/modules/chat/eval/run-eval';

const goals = { score: 0.95, p95Ms: 50 };

export function chatEvaluation(): void {
  const started = performance.now();
  runEval(evalCases);
  const firstRunMs = performance.now() - started;
  const report = runEval(evalCases);
  const verdict = (ok: boolean) => (ok ? 'within goal' : 'BELOW GOAL');
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(`\nChat assistant evaluation: ${evalCases.length} questions (${report.times.length} answers), local assistant`);
  console.log('category'.padEnd(16), 'passed'.padStart(9), 'score'.padStart(8));
  for (const [category, { passed, total }] of Object.entries(report.byCategory)) {
    console.log(category.padEnd(16), `${passed}/${total}`.padStart(9), percent(total > 0 ? passed / total : 0).padStart(8));
  }
  const passed = report.results.filter((result) => result.passed).length;
  console.log('overall'.padEnd(16), `${passed}/${report.results.length}`.padStart(9), percent(report.score).padStart(8), `(goal >= ${percent(goals.score)}: ${verdict(report.score >= goals.score)})`);
  const p95 = percentile(report.times, 0.95);
  console.log(`answer time: p50 ${percentile(report.times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...report.times).toFixed(2)} ms (goal p95 < ${goals.p95Ms} ms: ${verdict(p95 < goals.p95Ms)}); first run, indexes built, ${firstRunMs.toFixed(0)} ms in all`);
  for (const result of report.results.filter((entry) => !entry.passed)) console.log(`  failed ${result.case.id}: ${result.failures.join('; ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) chatEvaluation();
