/**
 * Resources menu (full users; spec: Step content): Create AEP Record (a save with createAepRecord; the toast ends
 * with 'Open AEP'), Generate Solution Plan (SP051) (step 6 only), Generate ROM, Generate Proposal,
 * Generate Capability Contract (docs/documents.md: the fifth document type needs a way in) and Export Solution.
 * Each starts a job whose toast ends with the spec's notice ('ROM Created!', ...) and the download. Those items write
 * the customer variant; the group 'Internal versions' writes the bid team's own copy of each (risk scores, stage, AEP
 * type, approvals: docs/documents.md), named '...-internal-...', and the Estimate Workbook (xlsx, internal only:
 * the estimate with live formulas, docs/estimate.md). Generating never saves the solution or moves its stage (ADR
 * 0051): a job reads the stored solution; the SP051 item follows the step on screen, not the stored stage.
 */
import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { DOCUMENT_TYPE, offersSolutionPlan, type GeneratedDocumentType } from '@portal/domain';
import { startDocumentJob } from '../api/documents.ts';
import { useStartJob } from '../shared/use-start-job.ts';
import { startSolutionExport } from '../api/export-solution.ts';
import { useCreateAepRecord } from './aep-record.ts';

const GENERATE_ITEMS: {
  type: GeneratedDocumentType;
  label: string;
  internalLabel: string;
  step6Only?: true;
}[] = [
  {
    type: DOCUMENT_TYPE.solutionPlan,
    label: 'Generate Solution Plan (SP051)',
    internalLabel: 'Internal Solution Plan (SP051)',
    step6Only: true,
  },
  { type: DOCUMENT_TYPE.rom, label: 'Generate ROM', internalLabel: 'Internal ROM' },
  { type: DOCUMENT_TYPE.proposal, label: 'Generate Proposal', internalLabel: 'Internal Proposal' },
  {
    type: DOCUMENT_TYPE.capabilityContract,
    label: 'Generate Capability Contract',
    internalLabel: 'Internal Capability Contract',
  },
];

export function ResourcesMenu({
  solutionId,
  step,
}: {
  solutionId: string;
  /** The step on screen (the view), not the solution's stage. */
  step: number;
}) {
  const { starting, setStarting, start } = useStartJob();
  const createAepRecord = useCreateAepRecord();
  const items = GENERATE_ITEMS.filter((item) => !item.step6Only || offersSolutionPlan(step));

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="primary">Resources</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            disabled={starting !== null}
            onClick={() => {
              setStarting('aep');
              void createAepRecord().finally(() => setStarting(null));
            }}
          >
            Create AEP Record
          </MenuItem>
          {items.map((item) => (
            <MenuItem
              key={item.type}
              disabled={starting !== null}
              onClick={() =>
                void start(`doc-${item.type}`, 'document', () => startDocumentJob(solutionId, item.type))
              }
            >
              {item.label}
            </MenuItem>
          ))}
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>Internal versions</MenuGroupHeader>
            {items.map((item) => (
              <MenuItem
                key={`internal-${item.type}`}
                disabled={starting !== null}
                onClick={() =>
                  void start(`doc-${item.type}-internal`, 'document', () =>
                    startDocumentJob(solutionId, item.type, 'internal'),
                  )
                }
              >
                {item.internalLabel}
              </MenuItem>
            ))}
            <MenuItem
              disabled={starting !== null}
              onClick={() =>
                void start('doc-workbook', 'document', () =>
                  startDocumentJob(solutionId, DOCUMENT_TYPE.estimateWorkbook, 'internal'),
                )
              }
            >
              Estimate Workbook
            </MenuItem>
          </MenuGroup>
          <MenuDivider />
          <MenuItem
            disabled={starting !== null}
            onClick={() => void start('export', 'export', () => startSolutionExport(solutionId))}
          >
            Export Solution
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
