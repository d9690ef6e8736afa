import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

/** In dev the API runs as its own process; in production one Fastify process serves both. */
const proxied = ['/api', '/media', '/uploads', '/sitemap.xml', '/robots.txt'];

/**
 * What every page, storefront or back office, runs before any of its own code, as one chunk:
 * React, React Router and react-i18next, and the list of languages the root reads. Left to
 * automatic splitting, what the back office shares with the storefront splits off into chunks of
 * their own, each one more request on every storefront page (decision 075).
 */
const FRAMEWORK_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next)[\\/]/;
const inFramework = (id: string) => FRAMEWORK_LIBRARIES.test(id) || /contract[\\/]src[\\/]lang\.ts$/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiUrl])),
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: inFramework }] } },
        },
      },
}));
