// @vitest-environment happy-dom
import { Button, DialogBody, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EditDialog, SaveActions } from './edit-dialog.tsx';

// happy-dom cancels the dialog's motion when the test unmounts it (an unhandled AbortError): no motion here.
beforeAll(() =>
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true }),
);
afterEach(cleanup);

function show(props: Partial<ComponentProps<typeof SaveActions>> = {}) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <EditDialog saving={props.saving ?? false} onClose={onClose}>
        <DialogBody>
          <SaveActions label="Save" saving={false} onSave={onSave} onClose={onClose} {...props} />
        </DialogBody>
      </EditDialog>
    </FluentProvider>,
  );
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  return { onSave, onClose, button };
}

describe('SaveActions (the Save/Cancel pair of every edit dialog)', () => {
  it('saves and cancels', () => {
    const { onSave, onClose, button } = show();
    fireEvent.click(button('Save'));
    fireEvent.click(button('Cancel'));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows 'Saving…' (or the dialog's own word) and waits while saving", () => {
    const { button } = show({ saving: true });
    expect(button('Saving…').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    cleanup();
    const sending = show({ label: 'Send', saving: true, savingLabel: 'Sending...' });
    expect(sending.button('Sending...').disabled).toBe(true);
  });

  it('waits without a spinner while another action of the dialog runs, and shows that action first', () => {
    const { button } = show({
      busy: true,
      before: <Button>Remove recipient</Button>,
    });
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Remove recipient', 'Save', 'Cancel']);
  });

  it('closes with Escape, but not while saving', () => {
    const { onClose } = show({ saving: true });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
    const idle = show();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(idle.onClose).toHaveBeenCalledOnce();
  });
});
