/**
 * The three multi-select filters of the contacts page (Country, {product} Region, HP Region) as Fluent TagPickers:
 * the chosen values are tags (Backspace or a click removes one), typing narrows the list, and each list holds only
 * the values the other two filters leave (filterContacts in the domain), with how many countries each would give.
 */
import {
  Button,
  Field,
  makeStyles,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  tokens,
} from '@fluentui/react-components';
import {
  ORGANIZATION_NAMES,
  type ContactFilterKey,
  type ContactFilterOption,
  type ContactFilters,
  type ContactsView,
} from '@portal/domain';
import { useState } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    maxWidth: '1100px',
  },
  clear: { marginBottom: '2px' },
});

const NO_OPTIONS = '__none__';

export const FILTER_LABELS: Record<ContactFilterKey, string> = {
  countries: 'Country',
  regions: `${ORGANIZATION_NAMES.PROVIDER} Region`,
  hpRegions: 'HP Region',
};

const countText = (n: number) => `${n} ${n === 1 ? 'country' : 'countries'}`;

interface MultiFilterProps {
  label: string;
  options: readonly ContactFilterOption[];
  labelOf: (value: string) => string;
  showCounts: boolean;
  onChange: (values: string[]) => void;
}

function MultiFilter({ label, options, labelOf, showCounts, onChange }: MultiFilterProps) {
  const [query, setQuery] = useState('');
  const selected = options.filter((o) => o.selected).map((o) => o.value);
  const typed = query.trim().toLocaleLowerCase('en-GB');
  const available = options
    .filter((o) => !o.selected)
    .filter((o) => !typed || labelOf(o.value).toLocaleLowerCase('en-GB').includes(typed));
  return (
    <Field label={label}>
      <TagPicker
        selectedOptions={selected}
        onOptionSelect={(_, data) => {
          if (data.value === NO_OPTIONS) return;
          onChange(data.selectedOptions);
          setQuery('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={`Chosen ${label} values`}>
            {selected.map((value) => (
              <Tag key={value} value={value} shape="rounded">
                {labelOf(value)}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={label}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={selected.length ? undefined : 'Any'}
          />
        </TagPickerControl>
        <TagPickerList aria-label={`${label} choices`}>
          {available.length > 0 ? (
            available.map((o) => (
              <TagPickerOption
                key={o.value}
                value={o.value}
                secondaryContent={showCounts ? countText(o.count) : undefined}
              >
                {labelOf(o.value)}
              </TagPickerOption>
            ))
          ) : (
            <TagPickerOption value={NO_OPTIONS}>No other choices with these filters</TagPickerOption>
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}

export interface ContactsFiltersProps {
  view: ContactsView;
  filters: ContactFilters;
  labelOf: Record<ContactFilterKey, (value: string) => string>;
  onChange: (filters: ContactFilters) => void;
}

export function ContactsFilters({ view, filters, labelOf, onChange }: ContactsFiltersProps) {
  const styles = useStyles();
  const any = filters.countries.length + filters.regions.length + filters.hpRegions.length > 0;
  const keys: ContactFilterKey[] = ['countries', 'regions', 'hpRegions'];
  return (
    <div className={styles.root} role="search" aria-label="Filter the contacts">
      {keys.map((key) => {
        // Regions read best alphabetically by name; countries come sorted by name from the API.
        const options =
          key === 'countries'
            ? view.options[key]
            : [...view.options[key]].sort((a, b) =>
                labelOf[key](a.value).localeCompare(labelOf[key](b.value), 'en-GB'),
              );
        return (
          <MultiFilter
            key={key}
            label={FILTER_LABELS[key]}
            options={options}
            labelOf={labelOf[key]}
            showCounts={key !== 'countries'}
            onChange={(values) => onChange({ ...filters, [key]: values })}
          />
        );
      })}
      <Button
        className={styles.clear}
        disabled={!any}
        onClick={() => onChange({ countries: [], regions: [], hpRegions: [] })}
      >
        Clear filters
      </Button>
    </div>
  );
}
