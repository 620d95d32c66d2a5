/** A small subtle icon button named by its tooltip (row and heading actions of the builder's panels). */
import { Button, Tooltip, useRestoreFocusTarget } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export interface IconButtonProps {
  /** The tooltip and the button's accessible name. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}

export function IconButton({ label, icon, onClick, disabled }: IconButtonProps) {
  // Many of these open a dialog: when it closes, focus comes back here (keyboard users keep their place).
  const restoreFocus = useRestoreFocusTarget();
  return (
    <Tooltip content={label} relationship="label">
      <Button
        {...restoreFocus}
        size="small"
        appearance="subtle"
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}
