/**
 * The message an admin dialog shows when its save met a newer version (409): who to blame is unknown, what to do is
 * clear. Reload puts the stored version in the form (the edits made here are dropped, as the message says).
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';

export function ConflictBar({ what, onReload }: { what: string; onReload: () => void }) {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Someone else saved this {what} first.</MessageBarTitle>
        Reload to see their version; your changes here are then replaced, so note anything you want to keep.
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onReload}>
          Reload
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
