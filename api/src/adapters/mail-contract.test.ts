/**
 * The mail contract on the local mailbox, read back from its .eml files. ACS Email runs the same contract in
 * `local/acs-email-server.test.ts`, against the local ACS Email server (it lives above the adapters).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMailContract } from './mail-contract.ts';
import { createLocalMail, parseHeaders } from './mail-local.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-mail-contract-'));
const mailbox = createLocalMail(dir);
const addresses = (value: string | undefined) => (value ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];

describeMailContract(
  'local mailbox',
  () => mailbox,
  'someone@provider.example',
  async (id) => {
    const raw = await mailbox.read(id);
    if (raw === undefined) return undefined;
    const headers = parseHeaders(raw);
    return {
      to: addresses(headers.get('to')),
      cc: addresses(headers.get('cc')),
      subject: headers.get('subject') ?? '',
    };
  },
);
