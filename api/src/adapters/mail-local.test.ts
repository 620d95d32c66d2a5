import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalMail, decodeHeaderWords } from './mail-local.ts';

let root: string;
let dir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-mail-'));
  dir = join(root, 'mail'); // not created yet: the adapter creates it
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local mailbox', () => {
  it('writes an .eml file per message and lists and reads it back', async () => {
    const mail = createLocalMail(dir);
    const { id } = await mail.send({
      to: [{ email: 'ana.lead@contoso.example', name: 'Ana Lead' }],
      cc: [{ email: 'sam@contoso.example' }],
      subject: 'Solution shared with you',
      text: 'Ana shared the solution "Data platform" with you.',
      html: '<p>Ana shared the solution <b>Data platform</b> with you.</p>',
    });
    expect(id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(await readdir(dir)).toEqual([id]);

    const list = await mail.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, subject: 'Solution shared with you' });
    expect(list[0]?.to).toContain('ana.lead@contoso.example');
    expect(list[0]?.to).toContain('Ana Lead');
    expect(Math.abs(Date.parse(list[0]?.date ?? '') - Date.now())).toBeLessThan(60_000);

    const raw = await mail.read(id);
    expect(raw).toContain('Subject: Solution shared with you');
    expect(raw).toContain('Cc: sam@contoso.example');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
  });

  it('lists newest first and decodes encoded subjects', async () => {
    const mail = createLocalMail(dir);
    await mail.send({ to: [{ email: 'a@contoso.example' }], subject: 'First', text: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await mail.send({
      to: [{ email: 'b@contoso.example' }],
      subject: 'Weekly summary – £1,200 ROM',
      text: 'two',
    });
    const list = await mail.list();
    expect(list.map((m) => m.subject)).toEqual(['Weekly summary – £1,200 ROM', 'First']);
    expect(list[0]?.to).toBe('b@contoso.example');
  });

  it('refuses ids that are not plain .eml file names and returns undefined for unknown ones', async () => {
    const mail = createLocalMail(dir);
    await writeFile(join(root, 'secret.eml'), 'Subject: outside the mailbox\r\n\r\nsecret');
    for (const id of [
      '../secret.eml',
      '..%2Fsecret.eml',
      '/etc/passwd',
      'sub/x.eml',
      '..\\secret.eml',
      '.eml',
      'a.txt',
      '',
    ]) {
      expect(await mail.read(id), id).toBeUndefined();
    }
    expect(await mail.read('2020-01-01T00-00-00.000Z-deadbeef.eml')).toBeUndefined();
  });

  it('decodes RFC 2047 words', () => {
    expect(decodeHeaderWords('=?UTF-8?Q?Caf=C3=A9_menu?= =?UTF-8?B?IOKAkyBvaw==?=')).toBe('Café menu – ok');
    expect(decodeHeaderWords('plain')).toBe('plain');
  });
});
