// `npm test`: every check of every workspace, on the 2-core machine CI runs on, in two lanes.
//
// 1. Debian's Chromium (installed if missing), then every build, once.
// 2. Then, side by side:
//    - the tests, one workspace at a time (each runs two files at a time itself);
//    - typecheck and lint, two tasks at a time, at a lower CPU priority (nice 10): they take the time
//      the tests leave idle while they wait on PostgreSQL, HTTP and the browser, and yield the CPU
//      whenever the tests want it, so no test waits on them.
//    Both lanes run with turbo's --only: the builds are done, and nothing rebuilds a package while
//    the other lane reads it.
// The exit code is the first failing lane's, after both have finished (so every failure is printed).
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

function run(args, { priority = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: 'inherit' });
    if (priority) os.setPriority(child.pid, priority);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function runNow(args) {
  const { status } = spawnSync('npx', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

runNow(['node', 'scripts/chromium.mjs', '--ensure']);
runNow(['turbo', 'run', 'build', '--output-logs=errors-only']);
const codes = await Promise.all([
  run(['turbo', 'run', 'test', '--only', '--concurrency=1']),
  run(['turbo', 'run', 'typecheck', 'lint', 'lint:root', '--only', '--concurrency=2'], { priority: 10 }),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
