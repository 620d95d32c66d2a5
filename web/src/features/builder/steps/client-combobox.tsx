import { Combobox, Option } from '@fluentui/react-components';
import { useState } from 'react';
import type { ClientChoice } from '../../../lib/data/clients.ts';

export const NO_CLIENT_MATCH = 'No client match the search!';
const LISTBOX_MAX_HEIGHT = '300px';

/** Case-insensitive substring match on the client name. */
export function filterClients(clients: readonly ClientChoice[], query: string): ClientChoice[] {
  const q = query.trim().toLowerCase();
  return q ? clients.filter((c) => c.name.toLowerCase().includes(q)) : [...clients];
}

/** Searchable client dropdown (max height 300 px). */
export function ClientCombobox({
  id,
  clients,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  clients: readonly ClientChoice[];
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState(value?.name ?? '');
  const [typing, setTyping] = useState(false);
  const matches = typing ? filterClients(clients, query) : [...clients];

  return (
    <Combobox
      id={id}
      placeholder="Select Client"
      disabled={disabled}
      value={typing ? query : (value?.name ?? '')}
      selectedOptions={value ? [value.id] : []}
      listbox={{ style: { maxHeight: LISTBOX_MAX_HEIGHT } }}
      onChange={(e) => {
        setTyping(true);
        setQuery(e.target.value);
        if (e.target.value === '' && value) onChange(null);
      }}
      onOptionSelect={(_e, data) => {
        setTyping(false);
        const client = clients.find((c) => c.id === data.optionValue) ?? null;
        setQuery(client?.name ?? '');
        if (client) onChange(client);
      }}
      onOpenChange={(_e, data) => {
        if (!data.open) setTyping(false);
      }}
    >
      {matches.length === 0 ? (
        <Option key="no-match" value="" text="" disabled>
          {NO_CLIENT_MATCH}
        </Option>
      ) : (
        matches.map((client) => (
          <Option key={client.id} value={client.id} text={client.name}>
            {client.name}
          </Option>
        ))
      )}
    </Combobox>
  );
}
