import { Writable } from 'node:stream';

/** Collects everything the Fastify logger writes, to check what reaches the logs. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(chunk.toString('utf8'));
    done();
  }

  get text(): string {
    return this.lines.join('');
  }
}
