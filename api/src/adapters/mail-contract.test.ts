import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAcsMail } from './mail-acs.ts';
import { describeMailContract } from './mail-contract.ts';
import { createLocalMail } from './mail-local.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-mail-contract-'));
describeMailContract('local mailbox', () => createLocalMail(dir), 'someone@provider.example');

const connectionString = process.env.ACS_TEST_CONNECTION_STRING;
const sender = process.env.ACS_TEST_SENDER;
const recipient = process.env.ACS_TEST_RECIPIENT;
describeMailContract(
  'Azure Communication Services Email',
  () => createAcsMail({ connectionString: connectionString!, senderAddress: sender! }),
  recipient ?? '',
  connectionString && sender && recipient
    ? undefined
    : 'ACS_TEST_CONNECTION_STRING, ACS_TEST_SENDER and ACS_TEST_RECIPIENT are not set',
);
