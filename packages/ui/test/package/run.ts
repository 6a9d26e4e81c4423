import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The environment a developer's shell has: without Vitest's NODE_ENV=test (Vite would build React's
 * development files) and its own variables.
 */
function shellEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !name.startsWith('VITEST')));
}

/** Runs a command to its end; a non-zero exit throws with its output, so a failing check says why. */
export async function run(command: string, args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(command, args, { cwd, env: shellEnvironment(), maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${failure.stdout ?? ''}\n${failure.stderr ?? failure.message}`);
  }
}
