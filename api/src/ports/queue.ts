/** The job queue port: Azure Storage Queues (Azurite locally). Message text is base64 JSON, as the Functions trigger expects. */
export const JOB_QUEUE = 'jobs';

export interface JobQueue {
  init(): Promise<void>;
  enqueue(queue: string, message: unknown): Promise<void>;
}
