/**
 * A bare Fastify route in a process of its own, as the shop runs in its own: it fetches the
 * answer at BARE_FROM once and sends its bytes at /bare on BARE_PORT (cached-reads.ts).
 */
import Fastify from 'fastify';

const from = process.env.BARE_FROM;
const port = Number(process.env.BARE_PORT);
if (!from || !port) throw new Error('BARE_FROM and BARE_PORT are required');

const answer = await fetch(from);
const body = Buffer.from(await answer.arrayBuffer());
const type = answer.headers.get('content-type') ?? 'application/json; charset=utf-8';
const bare = Fastify();
bare.get('/bare', (_request, reply) => reply.type(type).send(body));
await bare.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => bare.close().then(() => process.exit(0)));
