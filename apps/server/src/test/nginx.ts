import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where Debian installs nginx; .ci/run installs it when it is missing. */
const NGINX = '/usr/sbin/nginx';

/**
 * The load balancer's own address: nginx connects to the app processes from it, so an app that
 * trusts it (TRUST_PROXY) takes the shopper's address from X-Forwarded-For, as behind a real one.
 */
export const NGINX_ADDRESS = '127.0.0.2';

/** Why nginx cannot run here, or null when it can. */
export function nginxMissing(): string | null {
  return fs.existsSync(NGINX) ? null : `nginx is not installed at ${NGINX}; .ci/run installs it`;
}

export interface TestNginx {
  origin: string;
  close(): Promise<void>;
}

/**
 * The upstream block and proxy settings of docs/deploy.md. `X-Upstream` names the process that
 * answered (the last one tried), so a test can read through the other one what it wrote through one.
 */
function config(dir: string, port: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n    ');
  return `
# One process: one round-robin turn for every request, nothing left behind when the test stops it,
# and no worker switching user when run as root.
master_process off;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream inkfold {
    ${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://inkfold;
      proxy_next_upstream error timeout http_503;
      proxy_bind ${NGINX_ADDRESS};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** The port of the process that answered a request through nginx. */
export function answeredBy(headers: Headers): number {
  const tried = headers.get('x-upstream')?.split(',') ?? [];
  const last = tried.at(-1)?.trim() ?? '';
  return Number(last.slice(last.lastIndexOf(':') + 1));
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function listening(child: ChildProcess, port: number, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    if (await accepting(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

/**
 * nginx round-robining between app processes on `upstreamPorts`, listening on `port`: run as the
 * current user with its configuration, log, pid and temporary files in a folder of its own.
 */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<TestNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config(dir, port, upstreamPorts));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const log = () => stderr + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(child, port, log);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, close };
}
