import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The built shop as production runs it, in a child process on `port` (node itself, not npx, so
 * that killing the child stops the server too), with `env` added to this process's environment.
 */
export function startShop(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not become healthy at ${url}`);
}
