/**
 * MailSender on Azure Communication Services Email. In Azure the endpoint is used with the managed identity;
 * a connection string also works (for a developer pointing at a real ACS resource).
 */
import { EmailClient, type EmailMessage } from '@azure/communication-email';
import { DefaultAzureCredential } from '@azure/identity';
import type { MailMessage, MailSender } from '../ports/mail.ts';

export interface AcsMailOptions {
  connectionString?: string;
  endpoint?: string;
  /** A sender address on a domain verified in the ACS resource, e.g. DoNotReply@<domain>. */
  senderAddress: string;
}

const recipients = (list: MailMessage['to'] | undefined) =>
  (list ?? []).map((r) => (r.name ? { address: r.email, displayName: r.name } : { address: r.email }));

export function createAcsMail(opts: AcsMailOptions): MailSender {
  let client: EmailClient;
  if (opts.connectionString) client = new EmailClient(opts.connectionString);
  else if (opts.endpoint) client = new EmailClient(opts.endpoint, new DefaultAzureCredential());
  else throw new Error('ACS Email needs a connection string or an endpoint.');

  return {
    async send(message) {
      const email: EmailMessage = {
        senderAddress: opts.senderAddress,
        content: {
          subject: message.subject,
          plainText: message.text,
          ...(message.html !== undefined ? { html: message.html } : {}),
        },
        recipients: {
          to: recipients(message.to),
          ...(message.cc?.length ? { cc: recipients(message.cc) } : {}),
        },
      };
      const poller = await client.beginSend(email);
      const result = await poller.pollUntilDone();
      if (result.status !== 'Succeeded') {
        throw new Error(
          `ACS Email send ${result.id} ended ${result.status}: ${result.error?.message ?? 'no detail'}`,
        );
      }
      return { id: result.id };
    },
  };
}
