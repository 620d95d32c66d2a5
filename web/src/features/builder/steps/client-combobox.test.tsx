// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientChoice } from '../../../lib/data/clients.ts';
import { ClientCombobox, filterClients, NO_CLIENT_MATCH } from './client-combobox.tsx';

const CLIENTS: ClientChoice[] = [
  { id: 'c-1', name: 'Contoso Ltd' },
  { id: 'c-2', name: 'Fabrikam' },
  { id: 'c-3', name: 'Northwind Traders' },
];

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});
afterEach(cleanup);

function Harness({ onPick }: { onPick: (c: ClientChoice | null) => void }) {
  const [value, setValue] = useState<ClientChoice | null>(null);
  return (
    <FluentProvider theme={webLightTheme}>
      <ClientCombobox
        clients={CLIENTS}
        value={value}
        onChange={(c) => {
          setValue(c);
          onPick(c);
        }}
      />
    </FluentProvider>
  );
}

describe('filterClients', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(filterClients(CLIENTS, 'TRADE').map((c) => c.id)).toEqual(['c-3']);
    expect(filterClients(CLIENTS, ' ')).toHaveLength(3);
    expect(filterClients(CLIENTS, 'zzz')).toEqual([]);
  });
});

describe('ClientCombobox', () => {
  it("filters while typing and says 'No client match the search!' when nothing matches", () => {
    render(<Harness onPick={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'fab' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fabrikam']);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([NO_CLIENT_MATCH]);
    expect(screen.getByRole('listbox').style.maxHeight).toBe('300px');
  });

  it('reports the chosen client', () => {
    const picked: (ClientChoice | null)[] = [];
    render(<Harness onPick={(c) => picked.push(c)} />);
    const input = screen.getByRole('combobox');
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'north' } });
    fireEvent.click(screen.getByRole('option', { name: 'Northwind Traders' }));
    expect(picked).toEqual([{ id: 'c-3', name: 'Northwind Traders' }]);
    expect((input as HTMLInputElement).value).toBe('Northwind Traders');
  });
});
