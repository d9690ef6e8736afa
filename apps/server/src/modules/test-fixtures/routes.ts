import { FIXTURE_PATH, type FixtureKind, fixtureInputs } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FixtureRefused, fixtureMakers } from './makers.ts';

const fixtureKind = z.enum(Object.keys(fixtureInputs) as [FixtureKind, ...FixtureKind[]]);

/**
 * POST /__test__/fixtures/<kind>: what a browser test needs, made straight in the database
 * (docs/decisions/080). app.ts mounts it only with E2E_FIXTURES=1; a refused kind or input is a
 * 400 saying why, in plain JSON, as nobody but a test reads it.
 */
export function testFixtureRoutes(app: FastifyInstance): void {
  const makers = fixtureMakers(app);
  app.log.info('test fixtures mounted at %s: never run a shop with E2E_FIXTURES=1', FIXTURE_PATH);

  app.post<{ Params: { kind: string } }>(`${FIXTURE_PATH}/:kind`, async (request, reply) => {
    const kind = fixtureKind.safeParse(request.params.kind);
    if (!kind.success) return reply.code(400).send({ error: `no fixture ${request.params.kind}` });
    const input = fixtureInputs[kind.data].safeParse(request.body ?? {});
    if (!input.success) return reply.code(400).send({ error: z.prettifyError(input.error) });
    try {
      // Each kind's input was parsed by its own schema just above.
      return await makers[kind.data](input.data as never);
    } catch (error) {
      if (error instanceof FixtureRefused) return reply.code(400).send({ error: error.message });
      throw error;
    }
  });
}
