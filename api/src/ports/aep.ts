/** The AEP (delivery planning system) integration port: create a record for a solution, get its id and link. */
import type { AepRecord, AepRecordResult } from '@portal/domain';

export interface AepPort {
  createRecord(record: AepRecord): Promise<AepRecordResult>;
}
