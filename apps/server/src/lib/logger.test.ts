import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LogCapture } from '../test/log.ts';
import { loggerOptions, redactUrl, requestLogger, serializeError } from './logger.ts';

const SECRET = 'hunter2-secret-value';

function logTo(): { log: pino.Logger; capture: LogCapture } {
  const capture = new LogCapture();
  const options = loggerOptions({ level: 'info', stream: capture });
  return { log: pino(options, capture), capture };
}

describe('the shop log', () => {
  it('censors secrets in query strings and keeps the rest as sent', () => {
    expect(redactUrl(`/reset-password?ckey=${SECRET}`)).toBe('/reset-password?ckey=[Redacted]');
    expect(redactUrl(`/api/x?lang=zh&token=${SECRET}&page=2`)).toBe('/api/x?lang=zh&token=[Redacted]&page=2');
    expect(redactUrl(`/x?%63key=${SECRET}&CKEY=${SECRET}&password`)).toBe(
      '/x?%63key=[Redacted]&CKEY=[Redacted]&password=[Redacted]',
    );
    expect(redactUrl('/product?no=a%20b&search=%E5%90%8D')).toBe('/product?no=a%20b&search=%E5%90%8D');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl(`/quotes/offer?key=${SECRET}`)).toBe('/quotes/offer?key=[Redacted]');
    expect(redactUrl(`/api/quotation/offer?key=${SECRET}&lang=zh`)).toBe(
      '/api/quotation/offer?key=[Redacted]&lang=zh',
    );
  });

  it("binds a request's logger to its id as pino would, and still censors what it logs", () => {
    const { log, capture } = logTo();
    // The id may come from the client's X-Request-Id header.
    const bindings = { reqId: 'a "quoted" \\ id' };
    const ours = requestLogger.call(undefined as never, log, bindings, {}, undefined as never);
    ours.info({ body: { password: SECRET } }, 'one');
    log.child(bindings).info({ body: { password: SECRET } }, 'one');
    const [mine, pinos] = capture.lines.map((line) => ({ ...JSON.parse(line), time: 0 }));
    expect(mine).toEqual(pinos);
    expect(mine.reqId).toBe(bindings.reqId);
    expect(capture.text).not.toContain(SECRET);
  });

  it('censors fields named like secrets wherever a log line carries them', () => {
    const { log, capture } = logTo();
    log.info({ req: { headers: { token: SECRET, authorization: SECRET, cookie: SECRET, host: 'shop' } } });
    log.info({ body: { password: SECRET, newpassword: SECRET, confirmnewpassword: SECRET, ckey: SECRET } });
    log.info({ odlpassword: SECRET, confirmpassword: SECRET });
    log.info({ input: { cardNo: SECRET, validityperiod: SECRET, safetycode: SECRET } });
    log.info({ card: { number: SECRET, expiry: SECRET, cvc: SECRET } });
    expect(capture.lines).toHaveLength(5);
    expect(capture.text).not.toContain(SECRET);
    expect(capture.text).toContain('"host":"shop"');
  });

  it('logs a failed SQL statement with its text and the database error, not its values', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${SECRET}"`), {
      code: '22P02',
      detail: `Failing row contains (${SECRET}).`,
    });
    const error = new DrizzleQueryError('select $1::int, $2', [SECRET, 7], cause);
    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    expect(text).not.toContain(SECRET);
    expect(serialized).toMatchObject({ type: 'DrizzleQueryError', query: 'select $1::int, $2' });
    expect(serialized.message).toBe(
      'Failed query: select $1::int, $2: invalid input syntax for type integer: "[Redacted]"',
    );
    expect(serialized).not.toHaveProperty('params');
    expect(String(serialized.stack)).toContain('logger.test.ts');
    // The error itself is left as it was, for whoever else holds it.
    expect(error.params).toEqual([SECRET, 7]);
    expect(error.message).toContain(SECRET);
  });

  it('serializes any other error as pino does', () => {
    const error = new TypeError('boom');
    expect(serializeError(error)).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(serializeError('text')).toBe('text');
  });
});
