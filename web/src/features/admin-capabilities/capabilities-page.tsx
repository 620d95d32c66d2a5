/**
 * /sales/admin/capabilities (spec: Capabilities admin; Capability tree views, admin mode; ADR 0020): the catalogue
 * tree for admins and area or capability owners. Every edit changes a draft in the page; 'Save Changes' sends
 * the whole tree with the version it was edited from and shows 'Saved!'. Rows the user may not edit are
 * read-only; a 409 (someone else saved first) offers a reload. Leaving with unsaved changes asks first: 'Leave without
 * saving?' for a link inside the portal, the browser's own prompt for closing or reloading the tab (issue 30).
 */
import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SaveRegular } from '@fluentui/react-icons';
import { mayAdministerCapabilities, type Capability } from '@portal/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { UnsavedChangesGuard } from '../../lib/admin/unsaved-changes.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { adminRows } from './admin-rows.ts';
import { AdminTree } from './admin-tree.tsx';
import {
  refreshCatalogue,
  saveCatalogue,
  useCatalogue,
  type StoredCatalogue,
} from '../../lib/data/catalogue.ts';
import { CatalogueDialogs, useCatalogueEditor } from './catalogue-editor.tsx';

export const NOT_ALLOWED =
  'Only admins and solution area or capability owners can maintain the capabilities.';

const useStyles = makeStyles({
  root: { gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  toolbar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  search: { width: '280px' },
  grow: { flexGrow: 1 },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  tree: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  empty: { padding: tokens.spacingVerticalL },
});

function Editor({ stored, title }: { stored: StoredCatalogue; title: string }) {
  const styles = useStyles();
  const { user, role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const [draft, setDraft] = useState<Capability[]>(stored.capabilities);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [showHidden, setShowHidden] = useState(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);

  const change = useCallback((next: Capability[]) => {
    setDraft(next);
    setSaved(false);
  }, []);
  const expand = useCallback((id: string) => setExpanded((prev) => new Set(prev).add(id)), []);
  const who = useMemo(() => ({ role, email: user.email }), [role, user.email]);
  const editor = useCatalogueEditor({
    stored: stored.capabilities,
    draft,
    editor: who,
    onChange: change,
    onExpand: expand,
  });
  const rows = useMemo(
    () => adminRows(draft, { expanded, showHidden, search: deferredSearch }),
    [draft, expanded, showHidden, deferredSearch],
  );
  const toggle = useCallback(
    (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const dirty = draft !== stored.capabilities;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const next = await saveCatalogue(draft, stored.etag);
      setDraft(next.capabilities);
      setSaved(true);
      if (admin) void refreshAuditTrail('capabilities');
    } catch (err) {
      const stale = isApiError(err) && err.status === 409;
      setError({
        message: isApiError(err) ? err.message : 'The capabilities could not be saved.',
        stale,
      });
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    const next = await refreshCatalogue();
    if (next) setDraft(next.capabilities);
    setError(null);
    setSaved(false);
  };

  return (
    <AdminPage title={title} className={styles.root}>
      <Text className={styles.muted}>
        {`Catalogue version ${stored.version}. ${
          admin
            ? 'Changes are kept in this page until you save them.'
            : 'You can change the capabilities you own and what is inside them; the others are read only.'
        }`}
      </Text>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          placeholder="Search capabilities and actions"
          aria-label="Search capabilities and actions"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <Checkbox
          label="Show Hidden"
          checked={showHidden}
          onChange={(_, d) => setShowHidden(Boolean(d.checked))}
        />
        {admin ? (
          <Button icon={<AddRegular />} onClick={() => editor.addTopLevel()}>
            Add capability
          </Button>
        ) : null}
        <span className={styles.grow} />
        <span role="status" aria-live="polite">
          {saved ? (
            <Text className={styles.saved}>Saved!</Text>
          ) : dirty ? (
            <Text className={styles.muted}>Unsaved changes</Text>
          ) : null}
        </span>
        <Button
          appearance="primary"
          icon={saving ? <Spinner size="tiny" aria-hidden /> : <SaveRegular />}
          disabled={!dirty || saving}
          onClick={() => void save()}
        >
          Save Changes
        </Button>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error.message}</MessageBarBody>
          {error.stale ? (
            <MessageBarActions>
              <Button onClick={() => void reload()}>Reload</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      <div className={styles.tree}>
        {rows.length === 0 ? (
          <Text as="p" className={styles.empty}>
            {deferredSearch.trim() ? 'No capabilities found!' : 'There are no capabilities yet.'}
          </Text>
        ) : (
          <AdminTree
            rows={rows}
            admin={admin}
            editable={editor.editable}
            canAddChild={editor.canAddChild}
            onToggle={toggle}
            onCommand={editor.command}
          />
        )}
      </div>
      <CatalogueDialogs editor={editor} />
      {admin ? <AuditTrail area="capabilities" title="Recent changes to the capabilities" /> : null}
      <UnsavedChangesGuard dirty={dirty} />
    </AdminPage>
  );
}

export default function CapabilitiesPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const allowed = mayAdministerCapabilities(role);
  const { data, error, isLoading, mutate } = useCatalogue(undefined, allowed);
  if (allowed && data) return <Editor stored={data} title={title} />;
  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={allowed}
      notAllowed={NOT_ALLOWED}
      loading={isLoading}
      loadingLabel="Loading the capabilities…"
      error={error}
      errorText="The capabilities could not be loaded."
      onRetry={() => void mutate()}
    />
  );
}
