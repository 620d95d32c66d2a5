/** The file port: Azure Blob Storage (Azurite locally). */
export const BLOB_CONTAINERS = [
  'uploads',
  'documents',
  'templates',
  'exports',
  'aep-records',
  'previews',
] as const;
export type BlobContainerName = (typeof BLOB_CONTAINERS)[number];

export interface BlobStore {
  init(): Promise<void>;
  put(container: BlobContainerName, name: string, data: Buffer | string, contentType: string): Promise<void>;
  get(container: BlobContainerName, name: string): Promise<Buffer | undefined>;
  exists(container: BlobContainerName, name: string): Promise<boolean>;
  delete(container: BlobContainerName, name: string): Promise<void>;
  /** A read-only SAS URL for this one blob, expiring within 15 minutes. */
  readUrl(
    container: BlobContainerName,
    name: string,
    options?: { downloadName?: string; minutes?: number },
  ): Promise<string>;
}
