import { answerLocally, type AssistantInput, type AssistantReply, type ChatTurn } from '../assistant/assistant';
import { readTurnContext } from '../assistant/memory';
import { evalCatalog } from './catalog';
import { scoreAnswer } from './score';
import { evalCategories, type EvalCase, type EvalCategory } from './types';

export interface CaseResult {
  case: EvalCase;
  passed: boolean;
  /** What went wrong, each prefixed with the message it answered. */
  failures: string[];
  /** Milliseconds per answer. */
  times: number[];
}

export interface EvalReport {
  results: CaseResult[];
  byCategory: Record<EvalCategory, { passed: number; total: number }>;
  /** Share of cases passed, 0..1. */
  score: number;
  times: number[];
}

/**
 * Runs each case as a conversation with the local assistant, the turns stored and read back as the
 * chat service does. Another catalog than the evaluation's measures time only: the scores expect its products.
 */
export function runEval(cases: readonly EvalCase[], catalog: AssistantInput['catalog'] = evalCatalog): EvalReport {
  const results = cases.map((evalCase): CaseResult => {
    const history: ChatTurn[] = [];
    const said: string[] = [];
    const failures: string[] = [];
    const times: number[] = [];
    let previous: AssistantReply | null = null;
    for (const turn of evalCase.turns) {
      said.push(turn.say);
      const started = performance.now();
      const reply = answerLocally({
        message: turn.say,
        signedIn: evalCase.signedIn ?? true,
        firstName: 'Ama',
        plan: evalCase.plan ?? null,
        history,
        catalog,
        latestAnalysis: evalCase.analysis ?? null,
      });
      times.push(performance.now() - started);
      for (const failure of scoreAnswer({ reply, expect: turn.expect, said, previous })) failures.push(`"${turn.say}": ${failure}`);
      // As the chat service keeps it: the context through the database's JSON column and back.
      const stored = readTurnContext(JSON.parse(JSON.stringify(reply.context)));
      history.push({ role: 'user', content: turn.say, intent: reply.intent, context: stored }, { role: 'bot', content: reply.content });
      previous = reply;
    }
    return { case: evalCase, passed: failures.length === 0, failures, times };
  });
  const byCategory = Object.fromEntries(evalCategories.map((category) => [category, { passed: 0, total: 0 }])) as EvalReport['byCategory'];
  for (const result of results) {
    byCategory[result.case.category].total += 1;
    if (result.passed) byCategory[result.case.category].passed += 1;
  }
  const passed = results.filter((result) => result.passed).length;
  return { results, byCategory, score: results.length > 0 ? passed / results.length : 0, times: results.flatMap((result) => result.times) };
}

/** The value below which `share` of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
