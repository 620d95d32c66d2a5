/**
 * The Timeline (spec: Derived views): a row per capability with a coloured bar per action (area colours, seven
 * shades), expandable into a row per action, each expandable into its Role bars; the week header; the Scale
 * slider for lead-provider users (never in screenshot mode); `?scale=` and `?page=` (5 capabilities a page).
 * Clicking an action's bar opens it in the side panel. Dates come from the schedule (docs/schedule.md). The scale a
 * person chooses with the slider is saved with the solution (state.timelineSettings) and drawn the next time;
 * `?scale=` still wins, and screenshots (documents) always fit (docs/schedule.md, "The timeline's scale"). On a
 * solution the person cannot save (delivered, closed, read-only), the scale is kept for them in this browser
 * (kept-scale.ts, ADR 0036).
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  actionColour,
  formatDate,
  mobilisationWeeks,
  pageOf,
  type ScheduledAction,
  type ScheduledCapability,
} from '@portal/domain';
import { memo, useMemo, useState } from 'react';

const formatNumber = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 1 });
import { useSearchParams } from 'react-router-dom';
import { useDrawnSignal } from '../../lib/solution-views/drawn-signal.ts';
import { useSchedule } from '../../lib/solution-views/use-schedule.ts';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';
import { TimelineBar, TimelineFrame, TimelineRow } from '../../lib/solution-views/timeline-grid.tsx';
import { keepScale, readKeptScale } from './kept-scale.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toggle: { minWidth: '24px', flexShrink: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

const dates = (a: { startDate: string; endDate: string }) =>
  `${formatDate(a.startDate)} to ${formatDate(a.endDate)}`;

/** '?page=' above 0: that page of 5 capabilities; anything else: all. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

interface RowsProps {
  cap: ScheduledCapability;
  areaIds: readonly string[];
  leadProvider: boolean;
  onOpen: ((id: string) => void) | undefined;
}

function barLabel(action: ScheduledAction, leadProvider: boolean): string {
  const effort = leadProvider ? `, ${action.effort} h` : '';
  return `${action.name}: ${dates(action)}${effort}`;
}

function Toggle({ expanded, name, onToggle }: { expanded: boolean; name: string; onToggle: () => void }) {
  const styles = useStyles();
  return (
    <Button
      size="small"
      appearance="subtle"
      className={styles.toggle}
      icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
      onClick={onToggle}
    />
  );
}

function ActionRows({
  action,
  colour,
  leadProvider,
  onOpen,
  indent,
}: {
  action: ScheduledAction;
  colour: string;
  leadProvider: boolean;
  onOpen: ((id: string) => void) | undefined;
  indent: number;
}) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const open = onOpen ? () => onOpen(action.id) : undefined;
  return (
    <>
      <TimelineRow
        label={
          <span style={{ paddingLeft: `${indent}px`, display: 'flex', alignItems: 'center', minWidth: 0 }}>
            {action.roles.length > 0 ? (
              <Toggle
                expanded={expanded}
                name={`${action.name} roles`}
                onToggle={() => setExpanded(!expanded)}
              />
            ) : (
              <span className={styles.toggle} />
            )}
            <span className={styles.name} title={action.name}>
              {action.name}
            </span>
          </span>
        }
      >
        <TimelineBar
          startDay={action.startDay}
          endDay={action.endDay}
          colour={colour}
          label={barLabel(action, leadProvider)}
          {...(open ? { onClick: open } : {})}
        />
      </TimelineRow>
      {expanded
        ? action.roles.map((role, i) => (
            <TimelineRow
              key={`${role.staticId}-${i}`}
              label={
                <span className={styles.muted} style={{ paddingLeft: `${indent + 48}px` }} title={role.name}>
                  {role.name} · {role.value} % · {role.days} days
                </span>
              }
            >
              <TimelineBar
                startDay={action.startDay}
                endDay={action.endDay}
                colour={colour}
                arrow={false}
                label={`${role.name} on ${action.name}: ${role.days} days, ${role.value} % (${dates(action)})`}
                onClick={() => setExpanded(false)}
              />
            </TimelineRow>
          ))
        : null}
    </>
  );
}

/** A capability row and, expanded, its action rows; memoised so a scale change does not re-render it. */
const CapabilityRows = memo(function CapabilityRows({ cap, areaIds, leadProvider, onOpen }: RowsProps) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const indent = cap.depth * 12;
  return (
    <>
      <TimelineRow
        label={
          <span style={{ paddingLeft: `${indent}px`, display: 'flex', alignItems: 'center', minWidth: 0 }}>
            <Toggle expanded={expanded} name={cap.name} onToggle={() => setExpanded(!expanded)} />
            <span className={`${styles.name} ${styles.strong}`} title={`${cap.path}: ${dates(cap)}`}>
              {cap.name}
            </span>
          </span>
        }
      >
        {cap.actions.map((a, i) => (
          <TimelineBar
            key={a.id}
            startDay={a.startDay}
            endDay={a.endDay}
            colour={actionColour(areaIds, cap.areaId, i)}
            label={barLabel(a, leadProvider)}
            {...(onOpen ? { onClick: () => onOpen(a.id) } : {})}
          />
        ))}
      </TimelineRow>
      {expanded
        ? cap.actions.map((a, i) => (
            <ActionRows
              key={a.id}
              action={a}
              colour={actionColour(areaIds, cap.areaId, i)}
              leadProvider={leadProvider}
              onOpen={onOpen}
              indent={indent + 16}
            />
          ))
        : null}
    </>
  );
});

export default function TimelineView() {
  const styles = useStyles();
  const view = useSolutionView();
  const schedule = useSchedule();
  const [params] = useSearchParams();
  const capabilities = pageOf(schedule.capabilities, pageParam(params.get('page')));
  // One array while the areas stay the same: a new one would make every memoised row render again on any change
  // of the solution's state (a saved scale, a save's answer), 188 rows of bars at once.
  const areaIds = useMemo(() => view.areas.map((a) => a.id), [view.areas]);
  useDrawnSignal(view.screenshot, true);
  // A solution this person cannot save keeps their scale in this browser instead (read once per visit).
  const { solutionId, userId } = view;
  const keepsOwn = !view.editable && !view.screenshot && solutionId !== undefined;
  const [keptScale] = useState(() => (keepsOwn ? readKeptScale(userId, solutionId) : undefined));

  if (schedule.capabilities.length === 0)
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          Nothing is in scope yet: select capabilities and actions in Scope and their timeline appears here.
        </MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.root}>
      <Text>
        Delivery starts on {formatDate(schedule.workStart)} after{' '}
        {mobilisationWeeks(schedule.mobilisationDays)}{' '}
        {mobilisationWeeks(schedule.mobilisationDays) === 1 ? 'week' : 'weeks'} of mobilisation and ends on{' '}
        {formatDate(schedule.endDate)} ({formatNumber(Math.ceil(schedule.workingDays * 10) / 10)} working
        days).
      </Text>
      <TimelineFrame
        days={schedule.calendarDays}
        contractStart={schedule.contractStart}
        title="Timeline"
        fileName={`timeline-${view.solutionId ?? 'new'}`}
        showSlider={view.leadProvider && !view.screenshot}
        screenshot={view.screenshot}
        savedScale={keptScale ?? view.state.timelineSettings?.scale}
        onScaleChange={
          view.editable
            ? (scale) => view.updateState((s) => ({ ...s, timelineSettings: { scale } }), 0)
            : keepsOwn
              ? (scale) => keepScale(userId, solutionId, scale)
              : undefined
        }
      >
        {capabilities.map((cap) => (
          <CapabilityRows
            key={cap.id}
            cap={cap}
            areaIds={areaIds}
            leadProvider={view.leadProvider}
            onOpen={view.screenshot ? undefined : view.openAction}
          />
        ))}
      </TimelineFrame>
    </div>
  );
}
