/**
 * The AEP over HTTP: POST {endpoint}/records with the record as JSON and the configured key as a bearer token;
 * the answer must be {id, url} (checked, so a link that is not http(s) never reaches a user). 30 s time-out.
 */
import { aepRecordResultSchema, type AepRecord, type AepRecordResult } from '@portal/domain';
import type { AepPort } from '../ports/aep.ts';

const TIMEOUT_MS = 30_000;

export function createHttpAep(options: { endpoint: string; apiKey?: string }): AepPort {
  const url = `${options.endpoint.replace(/\/+$/, '')}/records`;
  return {
    async createRecord(record: AepRecord): Promise<AepRecordResult> {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(record),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`The AEP answered ${res.status} ${res.statusText}`.trim());
      const parsed = aepRecordResultSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new Error('The AEP answered without a record id and link');
      return parsed.data;
    },
  };
}
