/**
 * "Newer rates" (issue 19, docs/estimate.md): a solution keeps the rate card version it was priced with. When an
 * admin has saved a newer card, a full user of the lead provider sees it here and may take it; 'Take the new rates'
 * saves the newer version through the builder's normal save (ETag, conflict dialog), after which the estimate is
 * priced with it. Partners, clients and read-only users never see rates, so they see nothing of this.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { hasFullSolutionAccess } from '@portal/domain';
import { useState } from 'react';
import { useRateCard } from '../../../lib/data/rate-card.ts';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { useSolutionPage } from '../state/page-context.tsx';

export const TAKE_RATES = 'Take the new rates';

export function RateCardChangedBar() {
  const { kind, role } = useSolutionPage();
  const stored = useBuilder((s) => s.base !== undefined);
  if (kind !== 'full' || !stored || !hasFullSolutionAccess(role)) return null;
  return <RateCardChanged />;
}

function RateCardChanged() {
  const held = useBuilder((s) => s.draft.rateCardVersion);
  const current = useRateCard().data?.card.version;
  const store = useBuilderStore();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (held === undefined || current === undefined || current <= held) return null;

  const take = async () => {
    setBusy(true);
    try {
      if (await store.moveToRateCard(current))
        notify(`The solution is now priced with rate card version ${current}.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Newer rates</MessageBarTitle>
        This solution is priced with rate card version {held}; an admin has saved version {current} since.
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
          onClick={() => void take()}
        >
          {TAKE_RATES}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
