import type { api, OutputOf } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { envelope } from '../../test/http.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable inside the envelope', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBeTruthy();
    const body = envelope<OutputOf<typeof api.health>>(res);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('echoes a caller-supplied request id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
