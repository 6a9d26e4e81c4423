import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, shopDir, shopDist } from './paths';

// What the built shop is made of: a newer file in any of these means dist is stale.
const shopSources = [
  path.join(shopDir, 'src'),
  path.join(shopDir, 'public'),
  path.join(shopDir, 'index.html'),
  path.join(shopDir, 'vite.config.ts'),
  path.join(repoRoot, 'packages/ui/dist'),
  path.join(repoRoot, 'packages/api-client/src'),
  path.join(repoRoot, 'packages/contract/src'),
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function shopIsStale(): boolean {
  const index = path.join(shopDist, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return shopSources.some((source) => newestMtime(source) > built);
}

/** Builds the shop the way `npm start` does, only when dist is missing or older than its sources. */
export function ensureShopBuilt(): void {
  if (!shopIsStale()) return;
  console.log('e2e: building the shop (apps/shop/dist is missing or stale)');
  // vitest sets NODE_ENV=test, which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npm', ['run', 'build', '-w', '@nyansa/shop'], { cwd: repoRoot, stdio: 'inherit', env });
}
