/**
 * Staffing resource levels (spec: Reference catalogues). The spec names the id sets: ids 1-9 and 48 the provider's
 * own onshore ladder from Exec to Jr. Analyst, ids 10-18 the offshore ladder prefixed ATC, ids 19-27 the onshore
 * ladder prefixed GCP, and ids 50, 51, 52 the special levels (acnLevelId 5). The spec says "30 levels", but the ids
 * it lists add up to 31 (10 + 9 + 9 + 3); every listed id is kept because roles and solutions refer to them.
 * Level 7 is the default level, named Consultant.
 */
import { RESOURCE_TYPE_HOURS_PER_WEEK, type ResourceType, type StaffingResourceLevel } from '@portal/domain';

/** The nine rungs of a ladder, top to bottom; acnLevelId is the rung number (1-9). */
const LADDER = [
  'Exec',
  'Director',
  'Associate Director',
  'Senior Manager',
  'Manager',
  'Senior Consultant',
  'Consultant',
  'Senior Analyst',
  'Analyst',
] as const;

function level(
  staffingResourceLevelId: number,
  resourceLevel: string,
  resourceType: ResourceType,
  title: StaffingResourceLevel['title'],
  order: number,
  acnLevelId: number,
): StaffingResourceLevel {
  return {
    staffingResourceLevelId,
    resourceLevel,
    resourceType,
    hoursPerWeek: RESOURCE_TYPE_HOURS_PER_WEEK[resourceType],
    title,
    order,
    acnLevelId,
    staffingResourceLevelBillCodes: [],
  };
}

/** Provider onshore ladder: ids 1-9 (rungs 1-9), then id 48 Jr. Analyst below Analyst (rung 9). */
const PROVIDER_LEVELS: StaffingResourceLevel[] = [
  ...LADDER.map((name, i) => level(i + 1, name, 'Onshore', 'Provider Title', i + 1, i + 1)),
  level(48, 'Jr. Analyst', 'Onshore', 'Provider Title', 10, 9),
];

/** Offshore delivery-centre ladder: ids 10-18. */
const ATC_LEVELS: StaffingResourceLevel[] = LADDER.map((name, i) =>
  level(10 + i, `ATC ${name}`, 'Offshore', 'GDN Title', 11 + i, i + 1),
);

/** Partner onshore ladder: ids 19-27. */
const GCP_LEVELS: StaffingResourceLevel[] = LADDER.map((name, i) =>
  level(19 + i, `GCP ${name}`, 'Onshore', 'Accenture Title', 20 + i, i + 1),
);

const SPECIAL_LEVELS: StaffingResourceLevel[] = [
  level(50, 'Non-Provider', 'Onshore', 'Others', 29, 5),
  level(51, 'Shared Service - Onshore', 'Onshore', 'Shared Service', 30, 5),
  level(52, 'Shared Service - Offshore', 'Offshore', 'Shared Service', 31, 5),
];

export const STAFFING_LEVELS: readonly StaffingResourceLevel[] = [
  ...PROVIDER_LEVELS,
  ...ATC_LEVELS,
  ...GCP_LEVELS,
  ...SPECIAL_LEVELS,
];

export const STAFFING_LEVEL_IDS = {
  provider: [1, 2, 3, 4, 5, 6, 7, 8, 9, 48],
  atc: [10, 11, 12, 13, 14, 15, 16, 17, 18],
  gcp: [19, 20, 21, 22, 23, 24, 25, 26, 27],
  special: [50, 51, 52],
} as const;

export function staffingLevelById(id: number): StaffingResourceLevel | undefined {
  return STAFFING_LEVELS.find((l) => l.staffingResourceLevelId === id);
}
