/**
 * The Timeline scale of a solution the person cannot save (delivered, closed, read-only: ADR 0036): kept per user
 * and solution in this browser's localStorage, so the Timeline opens at it again (issue 30). A solution the person
 * may edit saves its scale with the solution instead.
 */
import { clampScale } from '@portal/domain';

const keyOf = (userId: string, solutionId: string) => `portal.timelineScale.${userId}.${solutionId}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readKeptScale(userId: string, solutionId: string): number | undefined {
  try {
    const raw = storage()?.getItem(keyOf(userId, solutionId));
    if (raw === null || raw === undefined || raw.trim() === '') return undefined;
    const scale = Number(raw);
    return Number.isFinite(scale) ? clampScale(scale) : undefined;
  } catch {
    return undefined;
  }
}

export function keepScale(userId: string, solutionId: string, scale: number): void {
  try {
    storage()?.setItem(keyOf(userId, solutionId), String(clampScale(scale)));
  } catch {
    // Storage full or blocked: the scale stays for this visit only.
  }
}
