/**
 * The local AEP (no AEP endpoint configured): keeps each record as JSON in the 'aep-records' blob container and
 * serves it as a page (GET /api/local/aep/{id}), so `npm start` shows a working 'Open AEP' link. The record id is
 * random and unguessable: the page needs no sign-in, like a SAS link.
 */
import { randomUUID } from 'node:crypto';
import type { AepRecord, AepRecordResult } from '@portal/domain';
import type { AepPort } from '../ports/aep.ts';
import type { BlobStore } from '../ports/blobs.ts';

export const LOCAL_AEP_CONTAINER = 'aep-records';

export interface LocalAep extends AepPort {
  read(id: string): Promise<(AepRecord & { id: string; createdAt: string }) | undefined>;
}

export function createLocalAep(options: { blobs: BlobStore; publicUrl: string; now: () => Date }): LocalAep {
  const { blobs } = options;
  return {
    async createRecord(record: AepRecord): Promise<AepRecordResult> {
      const id = `AEP-${randomUUID()}`;
      const stored = { ...record, id, createdAt: options.now().toISOString() };
      await blobs.put(
        LOCAL_AEP_CONTAINER,
        `${id}.json`,
        Buffer.from(JSON.stringify(stored)),
        'application/json',
      );
      return { id, url: `${options.publicUrl.replace(/\/+$/, '')}/api/local/aep/${id}` };
    },
    async read(id: string) {
      if (!/^AEP-[0-9a-f-]{36}$/.test(id)) return undefined;
      const data = await blobs.get(LOCAL_AEP_CONTAINER, `${id}.json`);
      return data
        ? (JSON.parse(data.toString('utf8')) as AepRecord & { id: string; createdAt: string })
        : undefined;
    },
  };
}
