/**
 * The local mailbox: every message becomes an RFC 5322 `.eml` file in one folder (`.data/mail` by default in the
 * local host), which the local mail page lists and opens. The message id is the file name.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Mailbox, MailMessage, MailSender } from '../ports/mail.ts';

const DEFAULT_FROM = { name: 'Solution Portal', address: 'no-reply@solution-portal.local' };
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/;

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=`) in a header value. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g, (word, charset: string, enc: string, text: string) => {
      try {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
                'latin1',
              );
        return new TextDecoder(charset.split('*')[0]).decode(bytes);
      } catch {
        return word;
      }
    });
}

/** The header block of a raw message, unfolded, as lower-case name -> first value. */
export function parseHeaders(raw: string): Map<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeHeaderWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function isFileId(id: string): boolean {
  return FILE_ID.test(id) && basename(id) === id && !id.includes('..');
}

export function createLocalMail(
  dir: string,
  from: { name: string; address: string } = DEFAULT_FROM,
): MailSender & Mailbox {
  const ready = mkdir(dir, { recursive: true });
  ready.catch(() => undefined); // surfaced by the first call that awaits it

  return {
    async send(message: MailMessage) {
      await ready;
      const now = new Date();
      const id = `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const addresses = (list: MailMessage['to'] | undefined) =>
        (list ?? []).map((r) => (r.name ? { name: r.name, address: r.email } : r.email));
      const composer = new MailComposer({
        from,
        to: addresses(message.to),
        ...(message.cc?.length ? { cc: addresses(message.cc) } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined ? { html: message.html } : {}),
        date: now,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      const raw = await composer.compile().build();
      await writeFile(join(dir, id), raw, { flag: 'wx' });
      return { id };
    },

    async list() {
      await ready;
      const names = (await readdir(dir)).filter(isFileId).sort().reverse();
      const items = await Promise.all(
        names.map(async (id) => {
          const headers = parseHeaders(await readFile(join(dir, id), 'utf8'));
          const date = new Date(headers.get('date') ?? '');
          return {
            id,
            to: headers.get('to') ?? '',
            subject: headers.get('subject') ?? '',
            date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
          };
        }),
      );
      return items;
    },

    async read(id: string) {
      if (!isFileId(id)) return undefined;
      await ready;
      try {
        return await readFile(join(dir, id), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
  };
}
