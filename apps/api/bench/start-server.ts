// The bench's API server as a child process (bench/server.ts), and where PostgreSQL is.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import postgres from 'postgres';

export const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';

/** The configured PostgreSQL, else the local server the tests use when it answers. */
export async function findPostgres(): Promise<string | undefined> {
  const configured = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  const sql = postgres(localPostgres, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return localPostgres;
  } catch {
    return undefined;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export interface Target {
  appUrl: string;
  bareUrl: string;
  token: string;
  productId: number;
  /** The bench shopper's login. */
  email: string;
  password: string;
}

export async function startServer(databaseUrl: string | undefined, env: Record<string, string> = {}): Promise<{ target: Target; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    // With the allocator setting `npm start` and the Docker image use (apps/api/README.md, Memory).
    env: { ...process.env, MALLOC_ARENA_MAX: '2', BENCH_DATABASE_URL: databaseUrl ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    target: JSON.parse(line) as Target,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

