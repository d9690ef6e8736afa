import { ENDPOINTS } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const CONTENT_TYPE = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/** OpenAPI 3.1 document generated from the contract package, so it cannot drift from the code. */
function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS) {
    const input = z.toJSONSchema(e.input, { io: 'input', unrepresentable: 'any' });
    const data = z.toJSONSchema(e.output, { unrepresentable: 'any' });
    const operation = {
      summary: e.summary,
      security: e.auth ? [{ token: [] }] : [],
      parameters: [
        { name: 'lang', in: 'header', schema: { enum: ['en', 'zh'] } },
        ...(e.method === 'GET'
          ? Object.entries((input as { properties?: Record<string, unknown> }).properties ?? {}).map(
              ([name, schema]) => ({ name, in: 'query', schema }),
            )
          : []),
      ],
      ...(e.method !== 'GET'
        ? { requestBody: { content: { [CONTENT_TYPE[e.body ?? 'form']]: { schema: input } } } }
        : {}),
      responses: {
        200: e.produces
          ? {
              description:
                e.produces === 'text/html'
                  ? 'The page itself (failures answer a small page saying why)'
                  : 'The document itself (failures answer the envelope)',
              content: { [e.produces]: { schema: data } },
            }
          : {
              description: 'Envelope; code equals the HTTP status',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
                  },
                },
              },
            },
      },
    };
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Print shop API', version: '1.0.0' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** /api/docs: a readable reference page; /api/docs/openapi.json: the document itself. */
export function registerApiDocs(app: FastifyInstance): void {
  const document = openApiDocument();
  app.get('/api/docs/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => {
    const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) =>
          `<section><h2>${method.toUpperCase()} ${escapeHtml(path)}</h2><pre>${escapeHtml(JSON.stringify(op, null, 2))}</pre></section>`,
      ),
    );
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem}pre{background:#f4efe6;padding:1rem;overflow:auto}</style>
</head><body><h1>API reference</h1><p>Every response is <code>{code, msg, data}</code>; <a href="/api/docs/openapi.json">OpenAPI document</a>.</p>${sections.join('')}</body></html>`;
  });
}
