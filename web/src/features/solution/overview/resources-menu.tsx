import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useJobToasts } from '../../../lib/jobs/job-toasts.tsx';
import { useNotify } from '../../../lib/toasts/toasts.tsx';
import { startSolutionExport } from '../api/export-solution.ts';

/**
 * Resources menu (full users). In this release only Export Solution runs (a background job with a toast);
 * the document and AEP actions arrive with the builder.
 */
export function ResourcesMenu({ solutionId }: { solutionId: string }) {
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
          <MenuItem disabled>Create AEP Record</MenuItem>
          <MenuItem disabled>Generate Solution Plan (SP051)</MenuItem>
          <MenuItem disabled>Generate ROM</MenuItem>
          <MenuItem disabled>Generate Proposal</MenuItem>
          <MenuItem disabled={exporting} onClick={() => void exportSolution()}>
            Export Solution
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
