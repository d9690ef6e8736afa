import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.join(import.meta.dirname, '../main.ts');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** A real server process (main.ts under tsx) on its own port, with the test's environment added. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** What it wrote to stdout and stderr so far: its log. */
  output(): string;
  /** Resolves once `GET path` answers 2xx; throws when the process exits first or after 90 s. */
  answering(path: string): Promise<void>;
  /** Resolves with its exit code. */
  exited(): Promise<number | null>;
}

export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    port,
    output: () => output,
    exited: () => exit,
    answering: async (where) => {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
        const ok = await fetch(`http://127.0.0.1:${port}${where}`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server did not answer ${where}:\n${output}`);
    },
  };
}
