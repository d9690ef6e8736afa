import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

/** In dev the API runs as its own process; in production one Fastify process serves both. */
const proxied = ['/api', '/media', '/uploads', '/sitemap.xml', '/robots.txt'];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiUrl])),
  },
});
