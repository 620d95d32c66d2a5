/**
 * Capability sizes and the rough-order-of-magnitude (ROM) estimate (spec: Capability tree views; Business
 * constants). Stored size codes are S, M, L, XL; the ROM step shows them as S, M, C, VC and step 3 of the
 * wizard as S, M, L, XL. The complexity multiplier multiplies the hours when it is not 1.
 */
import type { Capability, SizeCode } from '../contracts/catalogue.ts';
import { HOURS_PER_WEEK } from './effort.ts';

/** ROM effort per size in hours: S 160, M 250, C (L) 400, VC (XL) 600. */
export const ROM_HOURS: Readonly<Record<SizeCode, number>> = { S: 160, M: 250, L: 400, XL: 600 };

export type SizeLabelContext = 'rom' | 'wizard';

const SIZE_LABELS: Readonly<Record<SizeLabelContext, Readonly<Record<SizeCode, string>>>> = {
  rom: { S: 'S', M: 'M', L: 'C', XL: 'VC' },
  wizard: { S: 'S', M: 'M', L: 'L', XL: 'XL' },
};

function isSizeCode(code: unknown): code is SizeCode {
  return code === 'S' || code === 'M' || code === 'L' || code === 'XL';
}

/** The label of a stored size code where it is shown; '' when there is no size. */
export function sizeLabel(code: SizeCode | '' | undefined | null, where: SizeLabelContext): string {
  return isSizeCode(code) ? SIZE_LABELS[where][code] : '';
}

/** ROM hours of one size: the table value, times the complexity when the complexity is not 1; 0 without a size. */
export function romHours(size: SizeCode | '' | undefined | null, complexity: number | undefined = 1): number {
  if (!isSizeCode(size)) return 0;
  const base = ROM_HOURS[size];
  return complexity !== undefined && Number.isFinite(complexity) && complexity !== 1
    ? base * complexity
    : base;
}

export interface RomRow {
  id: string;
  name: string;
  /** Names from the top level down to the capability, joined by '/'. */
  path: string;
  size: SizeCode;
  /** The ROM label: S, M, C or VC. */
  label: string;
  hours: number;
  /** The chosen team; '' when none is chosen. */
  teamId: string;
}

export interface RomSummary {
  rows: RomRow[];
  totalHours: number;
  weeks: number;
  /** Hours per team id; capabilities without a team are counted under ''. */
  byTeam: Record<string, number>;
}

/**
 * The ROM of a solution (issue 29: one rule for parents and children): each selected capability with a size counts
 * once for its whole subtree, so a size chosen on a parent covers its sub-capabilities and a size on a
 * sub-capability under a sized parent is included in the parent's (never added to it). Where a parent has no size,
 * its sized sub-capabilities count. As the effort totals, only capabilities under selected parents count. In tree
 * order.
 */
export function romSummary(items: readonly Capability[], complexity: number | undefined = 1): RomSummary {
  const rows: RomRow[] = [];
  const byTeam: Record<string, number> = {};
  let totalHours = 0;

  const walk = (caps: readonly Capability[], prefix: string) => {
    for (const cap of caps) {
      if (!cap.selected) continue;
      const path = prefix ? `${prefix}/${cap.name}` : cap.name;
      if (isSizeCode(cap.size)) {
        const hours = romHours(cap.size, complexity);
        const teamId = cap.teamId ?? '';
        rows.push({
          id: cap.id,
          name: cap.name,
          path,
          size: cap.size,
          label: sizeLabel(cap.size, 'rom'),
          hours,
          teamId,
        });
        totalHours += hours;
        byTeam[teamId] = (byTeam[teamId] ?? 0) + hours;
      } else if (cap.items && cap.items.length > 0) walk(cap.items, path);
    }
  };
  walk(items, '');

  return { rows, totalHours, weeks: totalHours / HOURS_PER_WEEK, byTeam };
}

/**
 * The ids of the selected, sized capabilities whose size is included in a sized ancestor's (romSummary leaves them
 * out): the ROM step shows 'Included' for them rather than hours that would not add up.
 */
export function romIncludedIds(items: readonly Capability[]): Set<string> {
  const out = new Set<string>();
  const walk = (caps: readonly Capability[], covered: boolean) => {
    for (const cap of caps) {
      const sized = Boolean(cap.selected) && isSizeCode(cap.size);
      if (covered && sized) out.add(cap.id);
      if (cap.items && cap.items.length > 0) walk(cap.items, covered || sized);
    }
  };
  walk(items, false);
  return out;
}
