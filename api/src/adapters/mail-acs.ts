/**
 * MailSender on Azure Communication Services Email. In Azure the endpoint is used with the managed identity;
 * a connection string also works (for a developer pointing at a real ACS resource).
 */
import https from 'node:https';
import { EmailClient, type EmailClientOptions, type EmailMessage } from '@azure/communication-email';
import { DefaultAzureCredential } from '@azure/identity';
import type { MailMessage, MailSender } from '../ports/mail.ts';

export interface AcsMailOptions {
  connectionString?: string;
  endpoint?: string;
  /** A sender address on a domain verified in the ACS resource, e.g. DoNotReply@<domain>. */
  senderAddress: string;
  /**
   * A certificate (PEM) trusted for this endpoint only, through the client's own https.Agent: the local ACS
   * Email server's self-signed certificate in tests. The process-wide trust store is never changed.
   */
  ca?: string;
}

const recipients = (list: MailMessage['to'] | undefined) =>
  (list ?? []).map((r) => (r.name ? { address: r.email, displayName: r.name } : { address: r.email }));

/**
 * The service's refusal (a RestError: 400 for a message it will not take, 401 for a bad signature or identity)
 * as one sentence that names ACS Email, the status and the service's code; the SDK's error stays as the cause.
 */
function refusal(error: unknown): unknown {
  if (!(error instanceof Error) || !('statusCode' in error)) return error;
  const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
  const status = [statusCode, code].filter((part) => part !== undefined && part !== '').join(' ');
  return Object.assign(
    new Error(`ACS Email refused the message (${status}): ${error.message}`, { cause: error }),
    {
      statusCode,
      code,
    },
  );
}

export function createAcsMail(opts: AcsMailOptions): MailSender {
  const options: EmailClientOptions = opts.ca ? { agent: new https.Agent({ ca: opts.ca }) } : {};
  let client: EmailClient;
  if (opts.connectionString) client = new EmailClient(opts.connectionString, options);
  else if (opts.endpoint) client = new EmailClient(opts.endpoint, new DefaultAzureCredential(), options);
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
      let result;
      try {
        const poller = await client.beginSend(email);
        result = await poller.pollUntilDone();
      } catch (error) {
        throw refusal(error);
      }
      if (result.status !== 'Succeeded') {
        throw new Error(
          `ACS Email send ${result.id} ended ${result.status}: ${result.error?.message ?? 'no detail'}`,
        );
      }
      return { id: result.id };
    },
  };
}
