/** Baseline Security Controls admin (spec: list Domain, Ref, Category, Title, Objective): domain and text filters. */
import type { BaselineSecurityControl, SecurityControlDomain } from '../contracts/reference.ts';

/** Controls of the domain (all when undefined) whose ref, category, title or objective contain every word. */
export function filterSecurityControls(
  controls: readonly BaselineSecurityControl[],
  domain: SecurityControlDomain | undefined,
  filter: string,
): BaselineSecurityControl[] {
  const words = filter.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  return controls.filter((c) => {
    if (domain && c.domain !== domain) return false;
    if (!words.length) return true;
    const hay = [c.ref, c.category, c.name, c.objective].join(' ').toLocaleLowerCase('en-GB');
    return words.every((w) => hay.includes(w));
  });
}
