/**
 * Resources menu (full users; spec: Step content): Create AEP Record, Generate Solution Plan (SP051) (step 6
 * only), Generate ROM and Generate Proposal arrive with document generation and are disabled with a tooltip
 * saying so; Export Solution runs the export job with toasts.
 */
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useJobToasts } from '../../../lib/jobs/job-toasts.tsx';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { startSolutionExport } from '../api/export-solution.ts';

export const LATER_TOOLTIP = 'Arrives with document generation';

function LaterItem({ children }: { children: string }) {
  return (
    <Tooltip content={LATER_TOOLTIP} relationship="description" positioning="before">
      <MenuItem disabled>{children}</MenuItem>
    </Tooltip>
  );
}

export function ResourcesMenu({ solutionId, step }: { solutionId: string; step: number }) {
  const { trackJob } = useJobToasts();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportSolution = async () => {
    setExporting(true);
    try {
      trackJob(await startSolutionExport(solutionId));
    } catch (error) {
      notify(isApiError(error) ? error.message : 'The export could not be started.', 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="primary">Resources</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <LaterItem>Create AEP Record</LaterItem>
          {step === 6 ? <LaterItem>Generate Solution Plan (SP051)</LaterItem> : null}
          <LaterItem>Generate ROM</LaterItem>
          <LaterItem>Generate Proposal</LaterItem>
          <MenuItem disabled={exporting} onClick={() => void exportSolution()}>
            Export Solution
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
