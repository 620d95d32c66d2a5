/** The People figures of the solution in view: role lines, team tables and pyramids (docs/schedule.md). */
import {
  DEFAULT_PEOPLE_SETTINGS,
  pyramids,
  roleLines,
  teamTables,
  type Pyramid,
  type Schedule,
  type RoleLine,
  type TeamTable,
} from '@portal/domain';
import { useMemo } from 'react';
import { useReferenceList } from '../../lib/data/reference-lists.ts';
import { useStaticRoles } from '../../lib/data/static-roles.ts';
import { useSchedule } from '../../lib/solution-views/use-schedule.ts';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';

export interface PeopleFigures {
  loading: boolean;
  error: unknown;
  lines: RoleLine[];
  tables: TeamTable[];
  pyramids: Pyramid[];
}

export function usePeople(): PeopleFigures & { schedule: Schedule } {
  const { state } = useSolutionView();
  const schedule = useSchedule();
  const roles = useStaticRoles();
  const levels = useReferenceList('staffing-levels');
  const gap = state.peopleSettings?.gap ?? DEFAULT_PEOPLE_SETTINGS.gap;
  const figures = useMemo(() => {
    const lines = roleLines(schedule, roles.data ?? [], gap);
    return { lines, tables: teamTables(lines), pyramids: pyramids(schedule, lines, levels.data ?? []) };
  }, [schedule, roles.data, levels.data, gap]);
  return {
    schedule,
    loading: !roles.data || !levels.data,
    error: roles.error ?? levels.error,
    ...figures,
  };
}
