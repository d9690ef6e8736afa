import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { APP, importClosure, usesRouter } from './app/lib/source-files.ts';
import { shopEntries } from './shop-entries.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

/** In dev the API runs as its own process; in production one Fastify process serves both. */
const proxied = ['/api', '/media', '/uploads', '/sitemap.xml', '/robots.txt'];

/**
 * What every page, storefront or back office, runs before any of its own code, as one chunk:
 * React and the list of languages the root reads. Left to automatic splitting, what the back
 * office shares with the storefront splits off into chunks of their own, each one more request
 * on every storefront page (decision 075).
 */
const FRAMEWORK_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const inFramework = (id: string) => FRAMEWORK_LIBRARIES.test(id) || /contract[\\/]src[\\/]lang\.ts$/.test(id);

/** React Router loads each route's module by itself: those stay chunks of their own. */
const isRouteModule = (file: string) =>
  file === path.join(APP, 'root.tsx') || file.startsWith(path.join(APP, 'routes'));

/** The app's modules that `routeFile` loads with it, itself and other routes' modules left out. */
const loadedWith = (routeFile: string) =>
  [...importClosure(path.join(APP, routeFile), { later: false })].filter((file) => !isRouteModule(file));

/**
 * The app's own modules every page runs (the root's), and those every storefront page runs
 * besides (the shop layout's: header, footer, login modal), as two chunks. Left to automatic
 * splitting they are some twenty small files, and a phone on a slow line pays a round trip for
 * each before the page runs (decision 097). Those that use React Router go with it instead, so
 * that a storefront page hydrating without it (decision 113) never loads it.
 */
const ROOT_MODULES = new Set(loadedWith('root.tsx'));
const SHOP_MODULES = new Set(loadedWith('routes/shop-layout.tsx').filter((file) => !ROOT_MODULES.has(file)));
const ROUTER_USERS = new Set([...ROOT_MODULES, ...SHOP_MODULES].filter(usesRouter));
const inApp = (id: string) => ROOT_MODULES.has(id) && !ROUTER_USERS.has(id);
const inShop = (id: string) => SHOP_MODULES.has(id) && !ROUTER_USERS.has(id);
const inRouter = (id: string) => /node_modules[\\/]react-router[\\/]/.test(id) || ROUTER_USERS.has(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), shopEntries()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiUrl])),
  },
  build: isSsrBuild
    ? {}
    : {
        // The pages' policy loads fonts from the shop itself, never from data: URLs (the design
        // editor's small font files would otherwise be inlined into its stylesheet).
        assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // A group takes what its modules import too: the app's before the router's, so
                // that the modules both use stay with the app.
                { name: 'framework', test: inFramework },
                { name: 'app', test: inApp },
                { name: 'shop', test: inShop },
                { name: 'router', test: inRouter },
              ],
            },
          },
        },
      },
}));
