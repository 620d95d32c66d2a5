/**
 * The recent changes of the rate card (the Rate Card admin page, issue 30) in the page's words: each rate that
 * changed as its column and staffing level name it, 'Offshore price of Senior Consultant: £125.00 → £120.00',
 * rather than the stored path ('rates[10].pricePerHour'). Rates are matched by staffing level and location, so a
 * card saved in another order is no change.
 */
import { MAX_AUDIT_CHANGES, type AuditChange } from '../contracts/audit.ts';
import type { StaffingResourceLevel } from '../contracts/reference.ts';
import type { Rate } from '../estimate/rate-card.ts';
import { fieldOf, RATE_COLUMNS, rateWords } from './change-words.ts';

type LevelName = Pick<StaffingResourceLevel, 'staffingResourceLevelId' | 'resourceLevel'>;

/**
 * The changes between two cards' rates, in the page's order (its levels' order, then its columns); a level the
 * page no longer lists is named 'Level 12'. At most MAX_AUDIT_CHANGES, with `truncated` when there were more.
 */
export function rateCardChanges(
  before: readonly Rate[],
  after: readonly Rate[],
  levels: readonly LevelName[],
): { changes: (AuditChange & { label: string })[]; truncated: boolean } {
  const key = (r: Pick<Rate, 'levelId' | 'location'>) => `${r.levelId}:${r.location}`;
  const was = new Map(before.map((r) => [key(r), r]));
  const now = new Map(after.map((r) => [key(r), r]));
  const names = new Map(levels.map((l) => [l.staffingResourceLevelId, l.resourceLevel]));
  // The page's rows: its levels in order, then any level only a card names.
  const ids = [...levels.map((l) => l.staffingResourceLevelId)];
  for (const r of [...before, ...after]) if (!ids.includes(r.levelId)) ids.push(r.levelId);
  const changes: (AuditChange & { label: string })[] = [];
  let truncated = false;
  for (const levelId of ids)
    for (const column of RATE_COLUMNS) {
      const at = key({ levelId, location: column.location });
      const x = rateWords(was.get(at)?.[column.key]);
      const y = rateWords(now.get(at)?.[column.key]);
      if (x === y) continue;
      if (changes.length >= MAX_AUDIT_CHANGES) {
        truncated = true;
        continue;
      }
      const change: AuditChange & { label: string } = {
        path: `rates[${at}].${column.key}`,
        label: fieldOf(column.label, names.get(levelId) ?? `Level ${levelId}`),
      };
      if (x !== undefined) change.before = x;
      if (y !== undefined) change.after = y;
      changes.push(change);
    }
  return { changes, truncated };
}
