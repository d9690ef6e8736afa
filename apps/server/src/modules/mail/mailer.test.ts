import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../lib/logger.ts';
import { LogCapture } from '../../test/log.ts';
import { OutboxMailer } from './mailer.ts';

describe('OutboxMailer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('logs that a mail was written, to whom and where, but not its links', async () => {
    const capture = new LogCapture();
    const mailer = new OutboxMailer(dir, pino(loggerOptions({ level: 'info' }), capture));
    const link = 'http://localhost:3000/reset-password?ckey=secret-reset-key';
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset',
      text: `Use ${link}\n`,
      html: `<a href="${link}">`,
    });

    const [file] = fs.readdirSync(dir);
    expect(fs.readFileSync(path.join(dir, file!), 'utf8')).toContain('secret-reset-key');
    const entry = JSON.parse(capture.text) as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: 'mail written to the outbox',
      to: 'ada@example.com',
      subject: 'Reset',
      file: path.join(dir, file!),
    });
    expect(capture.text).not.toContain('secret-reset-key');
  });
});
