/** Storage Queues (Azurite locally). Messages are base64-encoded JSON, which the Functions trigger expects. */
import type { TokenCredential } from '@azure/identity';
import { QueueServiceClient } from '@azure/storage-queue';
import { JOB_QUEUE, type JobQueue } from '../ports/queue.ts';

export interface QueueOptions {
  connectionString?: string;
  accountName?: string;
  credential?: TokenCredential;
}

export function queueServiceClient(opts: QueueOptions): QueueServiceClient {
  if (opts.connectionString) return QueueServiceClient.fromConnectionString(opts.connectionString);
  if (opts.accountName && opts.credential)
    return new QueueServiceClient(`https://${opts.accountName}.queue.core.windows.net`, opts.credential);
  throw new Error('Queues need STORAGE_CONNECTION_STRING or STORAGE_ACCOUNT_NAME');
}

export const encodeMessage = (message: unknown) => Buffer.from(JSON.stringify(message)).toString('base64');
export const decodeMessage = (text: string): unknown =>
  JSON.parse(Buffer.from(text, 'base64').toString('utf8'));

export function createAzureJobQueue(opts: QueueOptions): JobQueue {
  const service = queueServiceClient(opts);
  return {
    async init() {
      for (const name of [JOB_QUEUE, `${JOB_QUEUE}-poison`])
        await service.getQueueClient(name).createIfNotExists();
    },
    async enqueue(queue, message) {
      await service.getQueueClient(queue).sendMessage(encodeMessage(message));
    },
  };
}
