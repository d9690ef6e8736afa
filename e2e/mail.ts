import fs from 'node:fs/promises';
import path from 'node:path';

/** Unfolds header lines: a line that starts with a space or tab continues the one before. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitEntity(text: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return { headers: parseHeaders(text), body: '' };
  return {
    headers: parseHeaders(text.slice(0, match.index)),
    body: text.slice(match.index + match[0].length),
  };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** The text/plain body of an .eml message, single-part or multipart. */
function plainText(eml: string): { to: string; text: string } {
  const { headers, body } = splitEntity(eml);
  const to = headers.get('to') ?? '';
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return { to, text: decodeBody(body, headers.get('content-transfer-encoding')) };
  for (const part of body.split(`--${boundary}`)) {
    const entity = splitEntity(part.replace(/^\r?\n/, ''));
    if ((entity.headers.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) {
      return { to, text: decodeBody(entity.body, entity.headers.get('content-transfer-encoding')) };
    }
  }
  return { to, text: '' };
}

/**
 * The text of the newest mail to `email` that `matches` (any, unless told), read from the outbox
 * the test server writes (E2E_OUTBOX_DIR, set by playwright.config.ts). Waits for it to arrive.
 */
export async function readMail(
  email: string,
  matches: (text: string) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<string> {
  const outbox = process.env.E2E_OUTBOX_DIR;
  if (!outbox) throw new Error('E2E_OUTBOX_DIR is not set: run the tests through playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    // File names start with the time written, so the last match is the newest mail.
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const { to, text } = plainText(await fs.readFile(path.join(outbox, file), 'utf8'));
      if (to.toLowerCase().includes(email.toLowerCase()) && matches(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no such mail for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const RESET_LINK = /https?:\/\/\S+\/reset-password\?ckey=[\w-]+/;

/** The password-reset link last mailed to `email`. Waits for the mail to arrive. */
export async function readResetLink(email: string, timeoutMs = 10_000): Promise<URL> {
  const text = await readMail(email, (body) => RESET_LINK.test(body), timeoutMs);
  return new URL(RESET_LINK.exec(text)![0]);
}

const OFFER_LINK = /https?:\/\/\S+\/quotes\/offer\?key=[\w-]+/;

/** The link of the offer last mailed to `email`, with its key. Waits for the mail to arrive. */
export async function readOfferLink(email: string, timeoutMs = 10_000): Promise<URL> {
  const text = await readMail(email, (body) => OFFER_LINK.test(body), timeoutMs);
  return new URL(OFFER_LINK.exec(text)![0]);
}
