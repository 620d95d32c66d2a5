/**
 * Step 3 for submit-only users (the Submit tab): size each selected capability with radios labelled S, M,
 * L, XL; the header control sizes them all (spec: Capability tree views, size mode).
 */
import { isLeadProvider } from '@portal/domain';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { CapabilityTree } from './capability-tree.tsx';
import type { TreeColumns } from './tree-context.ts';

const SIZE_COLUMNS: TreeColumns = { size: 'wizard' };

export function SizeStep() {
  const { role } = useSignedInUser();
  return <SizeStepView leadProvider={isLeadProvider(role)} />;
}

export function SizeStepView({
  leadProvider,
  editable = true,
}: {
  leadProvider: boolean;
  editable?: boolean;
}) {
  return (
    <CapabilityTree
      label="Size"
      columns={SIZE_COLUMNS}
      editable={editable}
      leadProvider={leadProvider}
      selectedOnly
    />
  );
}
