// @vitest-environment happy-dom
/**
 * The presence strip's avatars and '+N', and server alerts pushed to the shell's alert dialog (kind as the title,
 * the text as the body, the buttons asked for).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ClientConfig } from '@portal/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app.tsx';
import { closeAlert } from '../alerts/alert-store.ts';
import { createLocalAuth } from '../auth/local-auth.ts';
import { PushConnection } from '../pubsub/push-client.ts';
import { PresenceAvatars } from './presence-strip.tsx';

const CONFIG: ClientConfig = { version: '3.7.31', authMode: 'local', demoModeAllowed: false };

class TestPush extends PushConnection {
  override async start(): Promise<void> {}
  push(data: unknown) {
    this.dispatch(data);
  }
}

const viewers = (names: string[]) => names.map((name, i) => ({ userId: `u-${i}`, name }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});
afterEach(() => {
  act(() => closeAlert());
  cleanup();
});

describe('PresenceAvatars', () => {
  it('shows nothing when nobody else is there', () => {
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <PresenceAvatars viewers={[]} />
      </FluentProvider>,
    );
    expect(container.querySelector('[data-testid="presence-strip"]')).toBeNull();
  });

  it('shows three avatars with initials and +N for the rest', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <PresenceAvatars viewers={viewers(['Ann Archer', 'Bob Baker', 'Cy Cole', 'Di Dale', 'Ed Eve'])} />
      </FluentProvider>,
    );
    const strip = screen.getByRole('group', {
      name: 'Also viewing this page: Ann Archer, Bob Baker, Cy Cole, Di Dale, Ed Eve',
    });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Ann Archer', 'Bob Baker', 'Cy Cole']);
    expect(strip.textContent).toContain('AA');
    expect(within(strip).getByRole('button').textContent).toBe('+2');
  });
});

describe('server alerts', () => {
  function renderShell(push: TestPush) {
    render(
      <AppProviders
        config={CONFIG}
        auth={{ client: createLocalAuth() }}
        push={push}
        swr={{ provider: () => new Map() }}
      >
        <span />
      </AppProviders>,
    );
  }

  it('opens the alert dialog with the kind as title, the text and the buttons asked for', async () => {
    const push = new TestPush(async () => '');
    renderShell(push);
    act(() =>
      push.push({
        type: 'alert',
        text: 'Restart at 18:00.\nSave first.',
        className: 'error',
        buttons: ['Reload'],
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Restart at 18:00.');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('defaults to Information with OK, and ignores what is not an alert', async () => {
    const push = new TestPush(async () => '');
    renderShell(push);
    act(() => push.push({ type: 'alert', text: '   ' }));
    act(() => push.push({ type: 'alert', text: 'Hello', buttons: ['Delete'] }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => push.push({ type: 'alert', text: 'Hello', className: 'unknown' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Information' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
