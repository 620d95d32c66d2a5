/**
 * The mail sender contract, run against every MailSender: the local mailbox always, ACS Email when its test
 * settings are present (skipped with a printed reason otherwise).
 */
import { describe, expect, it } from 'vitest';
import type { MailSender } from '../ports/mail.ts';

export function describeMailContract(
  name: string,
  make: () => MailSender,
  recipient: string,
  skipReason?: string,
) {
  if (skipReason) console.warn(`${name} mail contract tests skipped: ${skipReason}`);
  describe.skipIf(!!skipReason)(`mail sender contract: ${name}`, () => {
    it('sends a message with text, HTML, a named recipient and a copy, and returns an id', async () => {
      const result = await make().send({
        to: [{ email: recipient, name: 'Contract Test' }],
        cc: [{ email: recipient }],
        subject: `Solution Portal contract test ${new Date().toISOString()}`,
        text: 'Plain text body with a £ sign and an accent: café.',
        html: '<p>HTML body with a <b>bold</b> word.</p>',
      });
      expect(result.id).toEqual(expect.any(String));
      expect(result.id.length).toBeGreaterThan(0);
    }, 120_000);

    it('sends a text-only message', async () => {
      const result = await make().send({
        to: [{ email: recipient }],
        subject: 'Text only',
        text: 'Only text.',
      });
      expect(result.id).toBeTruthy();
    }, 120_000);
  });
}
