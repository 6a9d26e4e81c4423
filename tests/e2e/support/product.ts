import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiDir, repoRoot } from './paths';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface RunningProduct {
  /** Origin of the shop and its API, e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** Waits until the server has logged this message (start it with LOG_LEVEL low enough); fails when it exits first. */
  logged(message: string, timeoutMs: number): Promise<void>;
  /** Kills the server process (SIGKILL: a crash) and waits for it to be gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data folder. */
  restart(): Promise<void>;
  /** Stops the server (SIGTERM) and keeps the data folder, e.g. for the admin command line on the embedded database. */
  pause(): Promise<void>;
  /** Stops the server (SIGTERM) and removes the data folder. */
  stop(): Promise<void>;
  /** Runs `npm run admin -- <args>` on this product's data (pause it first on the embedded database); answers what it printed. */
  admin(args: string[]): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Extra environment on top of PORT, DATA_DIR and PUBLIC_URL. */
  env?: Record<string, string>;
  /** Reuse a data folder (restart checks); a fresh temp folder otherwise. */
  dataDir?: string;
  /**
   * A stopped product's data folder (migrated, seeded, its pictures rendered: see
   * support/global-setup.ts) to start from a copy of, instead of an empty one: the same shop a
   * first start makes, without making it again.
   */
  template?: string;
}

/** Starts the API serving the built shop as `npm start` does, and waits for /api/health. */
export async function startProduct(options: StartOptions = {}): Promise<RunningProduct> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-e2e-'));
  // With its uploads: the first start's renders of every product picture, so a server only looks them
  // up (each drew them all again before, about a minute of a core per start).
  if (options.template && !options.dataDir) fs.cpSync(options.template, dataDir, { recursive: true });
  // The product's own defaults apply: no database server, SMTP or payment keys from the caller's shell.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, PAYSTACK_SECRET_KEY: _paystack, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ...options.env,
  };

  let log = '';
  let child: ChildProcess | undefined;

  const launch = async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitForHealth(url, proc, () => log);
  };

  const kill = async (signal: NodeJS.Signals) => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill(signal);
    });
  };

  await launch();
  return {
    url,
    port,
    dataDir,
    output: () => log,
    logged: async (message, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      // pino writes one JSON object a line, the message as `msg`.
      while (!log.includes(`"msg":"${message}"`)) {
        if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before logging "${message}":\n${log}`);
        if (Date.now() > deadline) throw new Error(`the server did not log "${message}" within ${timeoutMs / 1000} s:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    kill: () => kill('SIGKILL'),
    restart: launch,
    pause: () => kill('SIGTERM'),
    admin: (args) => execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: repoRoot, env, encoding: 'utf8' }),
    stop: async () => {
      await kill('SIGTERM');
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 90 s:\n${output()}`);
}

/** The dev mailbox, newest first. */
export async function mailbox(product: { url: string }): Promise<Mail[]> {
  const res = await fetch(`${product.url}/dev/mailbox.json`);
  if (!res.ok) throw new Error(`GET /dev/mailbox.json answered ${res.status}`);
  const body = (await res.json()) as { data: Mail[] };
  return body.data;
}

/** The newest link of a kind mailed to an address (waits a little: mails are sent after the answer). */
export async function mailedLink(product: { url: string }, to: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await mailbox(product)).find((m) => m.to.toLowerCase() === to.toLowerCase() && m.text.includes(`/${kind}/`));
    const link = mail?.text.match(new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_-]+`))?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} mail for ${to}`);
}
