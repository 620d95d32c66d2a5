// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DUPLICATE_OWNER_MESSAGE, INVALID_EMAIL_MESSAGE, type UserListItem } from '@portal/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freshCacheEachTest, stubApi } from '../data/test-support.tsx';
import { OwnersDialog, type OwnersDialogProps } from './owners-dialog.tsx';

freshCacheEachTest();
// happy-dom cancels the dialog's motion when the test unmounts it (an unhandled AbortError): no motion here.
beforeAll(() =>
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true }),
);

const USERS: UserListItem[] = [
  {
    id: 'u1',
    name: 'Ann Owner',
    email: 'ann@provider.example',
    roleId: 'SALES_PERSON',
    role: 'Sales Person',
    organization: 'PROVIDER',
  },
];

function open(props: Partial<OwnersDialogProps> = {}) {
  stubApi({ 'GET /users': { body: USERS } });
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <OwnersDialog
        itemName="Cloud Migration"
        owners={['lead@provider.example']}
        confirmLabel="Save"
        onSave={onSave}
        onClose={onClose}
        {...props}
      />
    </FluentProvider>,
  );
  const input = () => screen.getByRole('combobox', { name: 'Add owner (e-mail)' });
  const type = (text: string) => {
    fireEvent.change(input(), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  };
  return { onSave, onClose, type };
}

describe('OwnersDialog (the builder and the capabilities admin)', () => {
  it.each([
    ['not an e-mail', 'not-an-email', INVALID_EMAIL_MESSAGE],
    ['an owner already listed, in other case', ' LEAD@provider.example ', DUPLICATE_OWNER_MESSAGE],
  ])('refuses %s with a message and keeps the list', async (_what, typed, message) => {
    const { type, onSave } = open();
    type(typed);
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['lead@provider.example']);
  });

  it('adds a typed e-mail, removes one, and saves the list', async () => {
    const { type, onSave } = open();
    expect(await screen.findByRole('dialog', { name: 'Manage owners: Cloud Migration' })).toBeTruthy();
    type('new.owner@provider.example');
    fireEvent.click(screen.getByRole('button', { name: 'Remove lead@provider.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['new.owner@provider.example']);
  });

  it("says OK where it fills a draft, and 'Saving…' with nothing to press while it stores", () => {
    open({ confirmLabel: 'OK' });
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    open({ saving: true });
    expect(screen.getByRole('button', { name: /Saving/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!.hasAttribute('disabled')).toBe(true);
  });
});
