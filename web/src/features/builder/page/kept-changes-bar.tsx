/** Offers back the edits of an earlier visit that the server never stored (issue 6: no input is lost). */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { formatTimestamp } from '@portal/domain';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

export function KeptChangesBar() {
  const store = useBuilderStore();
  const kept = useBuilder((s) => s.restorable);
  if (!kept) return null;
  return (
    <MessageBar intent="warning" aria-label="Unsaved changes">
      <MessageBarBody>
        <MessageBarTitle>Unsaved changes</MessageBarTitle>
        This browser kept changes from {formatTimestamp(kept.savedAt)} that were not saved. Restore them to
        carry on, or discard them.
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => store.restoreKept()}>
          Restore changes
        </Button>
        <Button onClick={() => store.dropKept()}>Discard</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
