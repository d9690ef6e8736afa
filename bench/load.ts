import autocannon from 'autocannon';

/** What a load made of one call: its throughput and latency percentiles (ms). */
export interface Load {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

interface LoadOptions {
  url: string;
  seconds: number;
  headers?: Record<string, string>;
  /** Varies the path of each request (e.g. a different order each time). */
  path?: () => string;
  /** Requests in flight at once; 20 unless said. */
  connections?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Loads `url` with autocannon for `seconds`, keeping every response time:
 * autocannon's own histogram has no 95th percentile. Any answer but 2xx fails the run.
 */
export function load({ url, seconds, headers, path, connections = 20 }: LoadOptions): Promise<Load> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        requests: path ? [{ setupRequest: (request) => ({ ...request, path: path() }) }] : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        }
        const sorted = times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}
