/**
 * The capability search box above the scope tree (spec: Derived views, Capability search box): a
 * case-insensitive substring match on the name, and on what the capability does (its description, its actions'
 * names and text; issue 32, ADR 0058, item 10), told under the name; each result row has a checkbox, the name, an ALL checkbox
 * (select the child capabilities too), a GO TO button and the path. Empty: 'No capabilities found!'.
 */
import { Button, Field, makeStyles, mergeClasses, SearchBox, Text, tokens } from '@fluentui/react-components';
import { NO_CAPABILITIES_FOUND, searchCapabilities, type Capability } from '@portal/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import type { ExpansionStore } from './expansion-store.ts';
import { selectCapability } from './tree-editing.ts';

/** More results than this are cut, with a note to refine the search. */
export const MAX_SEARCH_RESULTS = 100;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  results: {
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { width: '100%', borderCollapse: 'collapse' },
  th: {
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    padding: '4px 8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  td: { padding: '2px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  control: { accentColor: tokens.colorBrandBackground, cursor: 'pointer' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function selectedIds(tree: readonly Capability[]): Set<string> {
  const out = new Set<string>();
  const walk = (caps: readonly Capability[]) => {
    for (const c of caps) {
      if (c.selected) out.add(c.id);
      if (c.items) walk(c.items);
    }
  };
  walk(tree);
  return out;
}

export interface CapabilitySearchProps {
  expansion: ExpansionStore;
  /** GO TO: open the path to the capability and bring its row into view. */
  onGoTo: (capabilityId: string) => void;
}

export function CapabilitySearch({ expansion, onGoTo }: CapabilitySearchProps) {
  const styles = useStyles();
  const store = useBuilderStore();
  const tree = useBuilder((s) => s.tree);
  const [query, setQuery] = useState('');
  const [all, setAll] = useState<ReadonlySet<string>>(() => new Set());
  const deferred = useDeferredValue(query);
  const results = useMemo(() => searchCapabilities(tree, deferred), [tree, deferred]);
  const searching = deferred.trim() !== '';
  const selected = useMemo(() => (searching ? selectedIds(tree) : new Set<string>()), [tree, searching]);

  const toggleAll = (id: string, on: boolean) => {
    setAll((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    // Ticking ALL on a selected capability takes its children in now.
    if (on && selected.has(id)) selectCapability(store, id, true, { selectChildren: true, expansion });
  };

  return (
    <div className={styles.root}>
      <Field label="Search capabilities">
        <SearchBox
          value={query}
          placeholder="A name or what it does, such as conditional access"
          onChange={(_, data) => setQuery(data.value)}
          aria-label="Search capabilities"
        />
      </Field>
      {searching ? (
        results.length === 0 ? (
          <Text className={styles.muted}>{NO_CAPABILITIES_FOUND}</Text>
        ) : (
          <div className={styles.results}>
            <table className={styles.table} aria-label="Capabilities found">
              <thead>
                <tr>
                  <th className={styles.th}>Selected</th>
                  <th className={styles.th}>Name</th>
                  <th className={styles.th}>ALL</th>
                  <th className={styles.th} aria-label="Go to" />
                  <th className={styles.th}>Path</th>
                </tr>
              </thead>
              <tbody>
                {results.slice(0, MAX_SEARCH_RESULTS).map((r) => (
                  <tr key={r.id}>
                    <td className={styles.td}>
                      <input
                        type="checkbox"
                        className={styles.control}
                        aria-label={`Select ${r.name}`}
                        checked={selected.has(r.id)}
                        onChange={() =>
                          selectCapability(store, r.id, !selected.has(r.id), {
                            selectChildren: all.has(r.id),
                            expansion,
                          })
                        }
                      />
                    </td>
                    <td className={styles.td}>
                      {r.name}
                      {r.reason ? (
                        <Text as="p" size={200} className={styles.muted}>
                          {r.reason}
                        </Text>
                      ) : null}
                    </td>
                    <td className={styles.td}>
                      <input
                        type="checkbox"
                        className={styles.control}
                        aria-label={`ALL: select the child capabilities of ${r.name}`}
                        checked={all.has(r.id)}
                        onChange={(e) => toggleAll(r.id, e.target.checked)}
                      />
                    </td>
                    <td className={styles.td}>
                      <Button size="small" onClick={() => onGoTo(r.id)} aria-label={`Go to ${r.name}`}>
                        GO TO
                      </Button>
                    </td>
                    <td className={mergeClasses(styles.td, styles.path)}>{r.path}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {results.length > MAX_SEARCH_RESULTS ? (
              <Text size={200} className={styles.muted} block>
                {`Showing ${MAX_SEARCH_RESULTS} of ${results.length}: refine the search to see the rest.`}
              </Text>
            ) : null}
          </div>
        )
      ) : null}
    </div>
  );
}
