import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');

export interface WebAppBuild {
  build: ServerBuild;
  close(): Promise<void>;
}

/**
 * The web app's server build compiled from its source by Vite, as `npm run dev` compiles it, so
 * tests of rendered pages run on the code they test and need no `npm run build` first. Nothing
 * is watched or pre-bundled for a browser, and Vite's cache stays out of the tree.
 */
export async function compileWebApp(): Promise<WebAppBuild> {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-tests-vite-'));
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    cacheDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return {
    build,
    close: async () => {
      await vite.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
