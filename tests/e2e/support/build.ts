import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

/**
 * Builds what `npm start` builds before the server starts (turbo, cached by input hashes): the shop
 * and the packages it needs, and the skin analysis thread, which the API's own start script would
 * build but the journeys skip by starting src/server.ts directly. So a clean clone works whatever
 * order turbo runs the workspaces' tests in, and an unchanged tree costs only the cache check.
 */
export function ensureProductBuilt(): void {
  // vitest sets NODE_ENV=test, which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const packages = ['@nyansa/shop', '@nyansa/skin-analysis'].map((name) => `--filter=${name}`);
  execFileSync('npx', ['turbo', 'run', 'build', ...packages, '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit', env });
}
