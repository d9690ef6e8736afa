import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, readAnswer, readEnvelope, withLang } from './api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readEnvelope', () => {
  it('returns data on code 200', async () => {
    await expect(readEnvelope(json({ code: 200, msg: 'ok', data: { qty: 2 } }))).resolves.toEqual({ qty: 2 });
  });

  it('throws the code and the server msg otherwise', async () => {
    const error = await readEnvelope(json({ code: 400, msg: 'Bad email', data: null }, 400)).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Bad email' });
  });

  it('turns a body that is not an envelope into an error without a msg', async () => {
    const error = await readEnvelope(new Response('<html>Bad gateway</html>', { status: 502 })).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: 502, message: '' });
    expect(errorMessage(error, 'Try again')).toBe('Try again');
  });
});

describe('readAnswer', () => {
  it('keeps the msg of a successful answer', async () => {
    await expect(readAnswer(json({ code: 200, msg: 'Saved', data: null }))).resolves.toEqual({
      data: null,
      msg: 'Saved',
    });
  });
});

describe('withLang', () => {
  it('adds the language and skips undefined parameters', () => {
    expect(withLang('/api/x', 'zh', { a: 1, b: undefined, c: 'x y' })).toBe('/api/x?a=1&c=x+y&lang=zh');
  });
});
