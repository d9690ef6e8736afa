import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

interface Kept {
  text: string;
  bytes: number;
}
type Answer = Kept | { status: number };

function setup(maxBytes = 1000) {
  let now = 1000;
  const cache = new PageCache<Answer, Kept>({
    maxBytes,
    ttlMs: 60_000,
    keeps: (answer): answer is Kept => 'text' in answer,
    bytesOf: (page) => page.bytes,
    perf: { now: () => now },
  });
  const renders: string[] = [];
  const render =
    (answer: Answer, key = 'text' in answer ? answer.text : String(answer.status)) =>
    async () => {
      renders.push(key);
      return answer;
    };
  return { cache, render, renders, advance: (ms: number) => (now += ms) };
}

const page = (text: string, bytes = 100): Kept => ({ text, bytes });

describe('PageCache', () => {
  it('renders a key once, then serves it until the TTL ends', async () => {
    const { cache, render, renders, advance } = setup();
    expect(await cache.get('/', render(page('a')))).toEqual(page('a'));
    advance(60_000);
    expect(await cache.get('/', render(page('b')))).toEqual(page('a'));
    advance(1);
    expect(await cache.get('/', render(page('c')))).toEqual(page('c'));
    expect(renders).toEqual(['a', 'c']);
  });

  it('shares one render between concurrent misses', async () => {
    const { cache, render, renders } = setup();
    const answers = await Promise.all([cache.get('/', render(page('a'))), cache.get('/', render(page('b')))]);
    expect(answers).toEqual([page('a'), page('a')]);
    expect(renders).toEqual(['a']);
  });

  it('gives an answer it does not keep to whoever asked, and renders it again next time', async () => {
    const { cache, render, renders } = setup();
    expect(await cache.get('/x', render({ status: 404 }))).toEqual({ status: 404 });
    expect(await cache.get('/x', render({ status: 404 }))).toEqual({ status: 404 });
    expect(renders).toEqual(['404', '404']);
  });

  it('forgets a failed render', async () => {
    const { cache, render } = setup();
    await expect(cache.get('/', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await cache.get('/', render(page('a')))).toEqual(page('a'));
  });

  it('empties on clear, and does not keep a render that ran across it', async () => {
    const { cache, render, renders } = setup();
    await cache.get('/', render(page('old')));
    let finish: (answer: Kept) => void = () => {};
    const running = cache.get('/blog', () => new Promise<Kept>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('read before the edit'));
    expect(await running).toEqual(page('read before the edit'));
    expect(await cache.get('/blog', render(page('blog')))).toEqual(page('blog'));
    expect(await cache.get('/', render(page('new')))).toEqual(page('new'));
    expect(renders).toEqual(['old', 'blog', 'new']);
  });

  it('keeps within its bytes, dropping the page read least recently', async () => {
    const { cache, render, renders } = setup(300);
    for (const key of ['a', 'b', 'c']) await cache.get(key, render(page(key)));
    await cache.get('a', render(page('a')));
    await cache.get('d', render(page('d')));
    await cache.get('a', render(page('a')));
    await cache.get('b', render(page('b')));
    expect(renders).toEqual(['a', 'b', 'c', 'd', 'b']);
  });
});
