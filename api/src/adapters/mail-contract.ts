/**
 * The mail sender contract, run against every MailSender: the local mailbox, and ACS Email through the real SDK
 * against the local ACS Email server (or a real resource with ACS_TEST_*: `local/acs-email-server.test.ts`).
 * Where the receiving side can be read back (`readBack`), the suite also checks what arrived.
 */
import { describe, expect, it } from 'vitest';
import type { MailSender } from '../ports/mail.ts';

/** What the receiving side holds for a sent message: addresses, the subject, the bodies where it keeps them. */
export interface ReceivedMail {
  to: string[];
  cc: string[];
  subject: string;
  text?: string;
  html?: string;
}

export function describeMailContract(
  name: string,
  make: () => MailSender,
  recipient: string,
  readBack?: (id: string) => Promise<ReceivedMail | undefined>,
) {
  describe(`mail sender contract: ${name}`, () => {
    const full = () => ({
      to: [{ email: recipient, name: 'Contract Test' }],
      cc: [{ email: recipient }],
      subject: `Solution Portal contract test ${new Date().toISOString()}`,
      text: 'Plain text body with a £ sign and an accent: café.',
      html: '<p>HTML body with a <b>bold</b> word.</p>',
    });

    it('sends a message with text, HTML, a named recipient and a copy, and returns an id', async () => {
      const message = full();
      const result = await make().send(message);
      expect(result.id).toEqual(expect.any(String));
      expect(result.id.length).toBeGreaterThan(0);
      if (!readBack) return;
      const received = await readBack(result.id);
      expect(received, 'the message is read back by its id').toBeDefined();
      expect(received!.subject).toBe(message.subject);
      expect(received!.to).toEqual([recipient]);
      expect(received!.cc).toEqual([recipient]);
      if (received!.text !== undefined) expect(received!.text).toBe(message.text);
      if (received!.html !== undefined) expect(received!.html).toBe(message.html);
    }, 120_000);

    it('sends a text-only message', async () => {
      const result = await make().send({
        to: [{ email: recipient }],
        subject: 'Text only',
        text: 'Only text.',
      });
      expect(result.id).toBeTruthy();
      if (!readBack) return;
      const received = await readBack(result.id);
      expect(received).toMatchObject({ to: [recipient], cc: [], subject: 'Text only' });
      if (received!.text !== undefined) expect(received!.text).toBe('Only text.');
    }, 120_000);
  });
}
