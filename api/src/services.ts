/** What handlers get: ports only, never a concrete adapter. Built once by composition.ts. */
import type { LocalAep } from './adapters/aep-local.ts';
import type { Settings } from './config.ts';
import type { AepPort } from './ports/aep.ts';
import type { DocumentPreviewer } from './ports/previews.ts';
import type { BlobStore } from './ports/blobs.ts';
import type { Mailbox, MailSender } from './ports/mail.ts';
import type { PushService } from './ports/pubsub.ts';
import type { JobQueue } from './ports/queue.ts';
import type { DocumentStore } from './ports/store.ts';
import type { TokenVerifier } from './ports/tokens.ts';
import type { TelemetryInbox } from './telemetry/inbox.ts';
import type { Telemetry } from './telemetry/telemetry.ts';

export interface Services {
  settings: Settings;
  store: DocumentStore;
  blobs: BlobStore;
  queue: JobQueue;
  push: PushService;
  mail: MailSender;
  aep: AepPort;
  previewer: DocumentPreviewer;
  /** Present only with the local AEP adapter (its record pages). */
  localAep?: LocalAep;
  /** Present only with the local mail adapter. */
  mailbox?: Mailbox;
  tokens: TokenVerifier;
  /** Signs local tokens; present only in local auth mode. */
  localTokens?: {
    issue(user: { id: string; email: string; name: string }): Promise<{ token: string; expiresAt: string }>;
  };
  now(): Date;
  /** Application Insights, or no telemetry when APPLICATIONINSIGHTS_CONNECTION_STRING is unset (ADR 0035). */
  telemetry: Telemetry;
  /** Present only when the local host is the telemetry ingestion endpoint (GET /api/local/telemetry). */
  telemetryInbox?: TelemetryInbox;
}
