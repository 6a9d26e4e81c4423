import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

/**
 * Builds the shop and the packages it needs exactly as `npm start` does (turbo, cached by input
 * hashes), so a clean clone works and an unchanged tree costs only the cache check.
 */
export function ensureShopBuilt(): void {
  // vitest sets NODE_ENV=test, which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@nyansa/shop', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit', env });
}
