/**
 * Static serving of saved pages, the yardstick of pages.ts: a bare Fastify route per file of a
 * directory, sending its bytes from memory as text/html, in a process of its own as the shop
 * has. Run as `static-pages.ts <port> <directory>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

const [port, directory] = process.argv.slice(2) as [string, string];
const app = Fastify();
for (const name of fs.readdirSync(directory)) {
  const html = fs.readFileSync(path.join(directory, name));
  app.get(`/${name}`, (_request, reply) => reply.type('text/html').send(html));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
