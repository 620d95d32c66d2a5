/**
 * The message bar above the Scope tree that says what one click changed, with Undo (the Size header's buttons,
 * 'Suggested', a starter bundle): it stays until Undo, its dismiss button or the next such change.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

export function UndoBar({
  text,
  onUndo,
  onDismiss,
}: {
  text: string;
  /** Undefined: nothing changed, so nothing to undo. */
  onUndo?: (() => void) | undefined;
  onDismiss: () => void;
}) {
  return (
    <MessageBar intent="info">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Dismiss"
            icon={<DismissRegular />}
            onClick={onDismiss}
          />
        }
      >
        {onUndo ? <Button onClick={onUndo}>Undo</Button> : null}
      </MessageBarActions>
    </MessageBar>
  );
}
