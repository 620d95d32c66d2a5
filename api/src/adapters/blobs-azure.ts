/**
 * Blob Storage (Azurite locally). Read links are SAS URLs for one blob, read permission only, expiring
 * within 15 minutes: signed with the account key (connection string: Azurite) or with a user delegation key
 * (managed identity in Azure; no account keys).
 */
import type { TokenCredential } from '@azure/identity';
import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  type UserDelegationKey,
} from '@azure/storage-blob';
import { SAS_TTL_MINUTES } from '@portal/domain';
import { BLOB_CONTAINERS, type BlobContainerName, type BlobStore } from '../ports/blobs.ts';

export interface BlobOptions {
  connectionString?: string;
  accountName?: string;
  credential?: TokenCredential;
}

function contentDisposition(downloadName: string | undefined): string | undefined {
  if (!downloadName) return undefined;
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}

export function createAzureBlobStore(opts: BlobOptions): BlobStore {
  let service: BlobServiceClient;
  if (opts.connectionString) service = BlobServiceClient.fromConnectionString(opts.connectionString);
  else if (opts.accountName && opts.credential)
    service = new BlobServiceClient(`https://${opts.accountName}.blob.core.windows.net`, opts.credential);
  else throw new Error('Blob storage needs STORAGE_CONNECTION_STRING or STORAGE_ACCOUNT_NAME');

  const usesKey = !!opts.connectionString;
  let delegation: { key: UserDelegationKey; until: number } | undefined;
  const blob = (container: BlobContainerName, name: string) =>
    service.getContainerClient(container).getBlockBlobClient(name);

  async function delegationKey(): Promise<UserDelegationKey> {
    const now = Date.now();
    if (delegation && delegation.until - now > 30 * 60_000) return delegation.key;
    const startsOn = new Date(now - 5 * 60_000);
    const expiresOn = new Date(now + 6 * 3600_000);
    const key = await service.getUserDelegationKey(startsOn, expiresOn);
    delegation = { key, until: expiresOn.getTime() };
    return key;
  }

  return {
    async init() {
      for (const name of BLOB_CONTAINERS) await service.getContainerClient(name).createIfNotExists();
    },
    async put(container, name, data, contentType) {
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      await blob(container, name).uploadData(body, { blobHTTPHeaders: { blobContentType: contentType } });
    },
    async get(container, name) {
      const client = blob(container, name);
      if (!(await client.exists())) return undefined;
      return client.downloadToBuffer();
    },
    async exists(container, name) {
      return blob(container, name).exists();
    },
    async delete(container, name) {
      await blob(container, name).deleteIfExists();
    },
    async readUrl(container, name, options = {}) {
      const minutes = Math.min(options.minutes ?? SAS_TTL_MINUTES, SAS_TTL_MINUTES);
      const startsOn = new Date(Date.now() - 60_000);
      const expiresOn = new Date(Date.now() + minutes * 60_000);
      const permissions = BlobSASPermissions.parse('r');
      const disposition = contentDisposition(options.downloadName);
      const client = blob(container, name);
      if (usesKey) {
        return client.generateSasUrl({
          permissions,
          startsOn,
          expiresOn,
          ...(disposition ? { contentDisposition: disposition } : {}),
        });
      }
      const sas = generateBlobSASQueryParameters(
        {
          containerName: container,
          blobName: name,
          permissions,
          startsOn,
          expiresOn,
          ...(disposition ? { contentDisposition: disposition } : {}),
        },
        await delegationKey(),
        service.accountName,
      );
      return `${client.url}?${sas.toString()}`;
    },
  };
}
