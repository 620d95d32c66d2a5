/**
 * The estimate panel (issue 19; docs/estimate.md, "The estimate panel") beside the ROM summary and on the Close
 * step, for the lead provider's full users: `solutionEstimate` of the builder's current, unsaved solution, priced
 * with the rate card version the solution holds, the capability roles, the staffing levels, the estimate
 * settings and the settings' bank holidays (its duration skips them, as the API's does: ADR 0050), so it waits for
 * the settings as for the rate card. The schedule is kept while the scheduled work is the same
 * (use-estimate-schedule.ts).
 *
 * Speed (bench: a size change to the updated panel < 100 ms at 4x CPU throttling): for a solution of up to
 * LARGE_WORK scheduled actions the estimate takes a few milliseconds, so it is computed in the same render as the
 * tree and the ROM total and the panel changes with them; a larger solution's panel computes from a deferred copy,
 * so the tree and the ROM total show first and the panel follows in the next render. The figures are memoised: a
 * render that does not change the estimate does not render them again. When the page opens, the panel's frame
 * paints with it and the estimate follows in a task of its own (useAfterPaint), so the title and the tree are not
 * held back by the first (unoptimised) schedule run.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { scheduledWork, scheduledWorkSize, solutionEstimate } from '@portal/domain';
import { useDeferredValue, useMemo } from 'react';
import { useHeldRateCard } from '../../lib/data/rate-card.ts';
import { useReferenceList } from '../../lib/data/reference-lists.ts';
import { useClients } from '../../lib/data/clients.ts';
import { planHolidays, useSettings } from '../../lib/data/settings.ts';
import { useStaticRoles } from '../../lib/data/static-roles.ts';
import { useAfterPaint } from '../../lib/use-after-paint.ts';
import type { EstimatePanelProps } from '../../lib/solution-views/derived-views.tsx';
import { EstimateFigures, EstimateFrame } from './estimate-figures.tsx';
import { useEstimateSchedule } from './use-estimate-schedule.ts';

export const RATE_CARD_FAILED = 'The estimate cannot be shown: the rate card could not be loaded.';
export const ROLES_FAILED = 'The estimate cannot be shown: the capability roles could not be loaded.';
export const SETTINGS_FAILED = 'The estimate cannot be shown: the settings could not be loaded.';

/** Before the settings arrive: one empty list, so the kept schedule is not made again on every render. */
const NO_HOLIDAYS: readonly string[] = Object.freeze([]);

/** Above this many actions under the scheduled capabilities, the panel computes from a deferred copy. */
export const LARGE_WORK = 1500;

/** The panel's frame shows with the page; the estimate is computed after the page's first paint. */
export default function EstimatePanel(props: EstimatePanelProps) {
  const painted = useAfterPaint();
  if (!painted)
    return (
      <EstimateFrame>
        <Spinner size="small" label="Calculating the estimate…" />
      </EstimateFrame>
    );
  return <ComputedEstimate {...props} />;
}

function ComputedEstimate({ solution, heldRateCardVersion }: EstimatePanelProps) {
  // Priced as the API prices it: with the rate card version the solution holds.
  const rateCard = useHeldRateCard(heldRateCardVersion);
  const roles = useStaticRoles();
  const levels = useReferenceList('staffing-levels');
  const stored = useSettings();
  const settings = stored.data?.settings.estimate;
  // The client's nation's bank holidays, else the settings' region's, as the API plans (ADR 0059).
  const { clientId } = solution;
  const clients = useClients(Boolean(clientId));
  const client = clients.data?.find((c) => c.id === clientId);
  const holidays = stored.data ? planHolidays(stored.data.bankHolidays, client) : NO_HOLIDAYS;
  const items = solution.state.items;
  const large = useMemo(() => scheduledWorkSize(scheduledWork(items)) > LARGE_WORK, [items]);
  const deferred = useDeferredValue(solution);
  const current = large ? deferred : solution;
  const schedule = useEstimateSchedule(current, holidays);
  const card = rateCard.data?.card;
  // The dates wait for the client's record too (its nation's bank holidays), unless it cannot be read.
  const ready =
    Boolean(stored.data) && (!clientId || clients.data !== undefined || clients.error !== undefined);
  const estimate = useMemo(
    () =>
      card && roles.data && ready
        ? solutionEstimate(current, {
            rateCard: card,
            roles: roles.data,
            levels: levels.data ?? [],
            settings,
            schedule,
          })
        : undefined,
    [card, roles.data, ready, levels.data, settings, current, schedule],
  );

  const failed = rateCard.error
    ? RATE_CARD_FAILED
    : roles.error
      ? ROLES_FAILED
      : stored.error && !stored.data
        ? SETTINGS_FAILED
        : undefined;
  const retry = () =>
    void (rateCard.error ? rateCard.mutate() : roles.error ? roles.mutate() : stored.mutate());
  if (failed)
    return (
      <EstimateFrame>
        <MessageBar intent="error">
          <MessageBarBody>{failed}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={retry}>
              Try again
            </Button>
          </MessageBarActions>
        </MessageBar>
      </EstimateFrame>
    );
  if (!estimate || !card)
    return (
      <EstimateFrame>
        <Spinner size="small" label={card ? 'Loading the settings…' : 'Loading the rate card…'} />
      </EstimateFrame>
    );
  return <EstimateFigures estimate={estimate} rateCard={card} />;
}
