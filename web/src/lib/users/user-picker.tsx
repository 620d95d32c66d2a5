/** A searchable, clearable picker of a provider user (name or e-mail match, case-insensitive). */
import { Combobox, Option } from '@fluentui/react-components';
import type { PersonRef, UserListItem } from '@portal/domain';
import { useState } from 'react';

export const NO_USER_MATCH = 'No user matches the search!';

export function filterUsers(users: readonly UserListItem[], query: string): UserListItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...users];
  return users.filter((u) => u.name.toLowerCase().includes(q) || u.email.toLowerCase().includes(q));
}

export function UserPicker({
  id,
  users,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  users: readonly UserListItem[];
  value: PersonRef | null;
  onChange: (user: PersonRef | null) => void;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState(false);
  const matches = typing ? filterUsers(users, query) : [...users];
  return (
    <Combobox
      id={id}
      clearable
      disabled={disabled}
      placeholder="Select User"
      value={typing ? query : (value?.name ?? '')}
      selectedOptions={value ? [value.id] : []}
      listbox={{ style: { maxHeight: '300px' } }}
      onChange={(e) => {
        setTyping(true);
        setQuery(e.target.value);
      }}
      onOptionSelect={(_e, data) => {
        setTyping(false);
        setQuery('');
        const user = users.find((u) => u.id === data.optionValue);
        onChange(user ? { id: user.id, name: user.name, email: user.email } : null);
      }}
      onOpenChange={(_e, data) => {
        if (!data.open) setTyping(false);
      }}
    >
      {matches.length === 0 ? (
        <Option key="no-match" value="" text="" disabled>
          {NO_USER_MATCH}
        </Option>
      ) : (
        matches.map((u) => (
          <Option key={u.id} value={u.id} text={u.name}>
            {`${u.name} (${u.email})`}
          </Option>
        ))
      )}
    </Combobox>
  );
}
