// @vitest-environment happy-dom
/**
 * Download of a stored document: a 404 (the file is not in storage) raises the shell's alert 'Document does not
 * exist in storage!' with OK; any other failure is a toast, never that alert; a link starts the download.
 */
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/client.ts';
import { closeAlert, useCurrentAlert } from '../alerts/alert-store.ts';
import { problem, stubApi, type Answer } from '../data/test-support.tsx';
import { TOASTER_ID } from '../toasts/toasts.tsx';
import { DocumentDownloadButton, NO_DOCUMENT_IN_STORAGE } from './document-download.tsx';

function AlertProbe() {
  const alert = useCurrentAlert();
  return alert ? <p data-testid="alert">{`${alert.text} [${alert.buttons.join(',')}]`}</p> : null;
}

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
  configureApiClient({ baseUrl: '/api', getToken: async () => 'token' });
});
afterEach(() => {
  act(() => closeAlert());
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(answer: Answer) {
  const sent = stubApi({ 'POST /sales/documents/download/doc-7': answer });
  render(
    <FluentProvider theme={webLightTheme}>
      <Toaster toasterId={TOASTER_ID} />
      <AlertProbe />
      <DocumentDownloadButton documentId="doc-7" label="Download Build book" />
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download Build book' }));
  return sent;
}

describe('DocumentDownloadButton', () => {
  it("alerts 'Document does not exist in storage!' when the file is missing", async () => {
    renderButton(problem(404, 'not_found', 'The document was not found.'));
    expect((await screen.findByTestId('alert')).textContent).toBe(`${NO_DOCUMENT_IN_STORAGE} [ok]`);
  });

  it('shows any other failure as a notice, not the missing-file alert', async () => {
    renderButton(problem(403, 'forbidden', 'Only the lead provider can download documents.'));
    expect(await screen.findByText('Only the lead provider can download documents.')).toBeTruthy();
    expect(screen.queryByTestId('alert')).toBeNull();
  });

  it('starts the download from the short-lived link', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const sent = renderButton({
      body: { sasUrl: 'https://files.example/doc-7?sig=abc', documentFileName: 'Build book.docx' },
    });
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'https://files.example/doc-7?sig=abc', download: 'Build book.docx' });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /sales/documents/download/doc-7']);
    expect(screen.queryByTestId('alert')).toBeNull();
  });
});
