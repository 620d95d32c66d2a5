/**
 * /sales/admin/offerings (issue 21, ADR 0041): the offerings of the engagement wizard and the sales helper, kept apart
 * from the catalogue. Admins add, edit (name, area, description) and remove offerings; each change sends the whole
 * list (POST /sales/configuration/offerings, If-Match) and shows 'Saved!'; a stale save offers Reload. The audit
 * trail of the area is below the list.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import {
  capabilityIdOf,
  ENGAGEMENT_OFFERING_AREAS,
  offeringsWithEdit,
  type Offering,
  type OfferingDraft,
} from '@portal/domain';
import { useState } from 'react';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { ConflictBar } from '../../lib/admin/conflict-bar.tsx';
import { apiFieldErrors } from '../../lib/admin/field-errors.ts';
import { useSavedFlag } from '../../lib/admin/saved-flag.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { refreshOfferings, saveOfferings, useOfferings } from '../../lib/data/offerings.ts';
import { useCatalogue } from '../../lib/data/catalogue.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { OfferingDialog } from './offering-dialog.tsx';

export const ADMINS_ONLY = 'Only admins can change the offerings.';
export const NO_OFFERINGS = 'No offerings yet. Add the first one for the engagement wizard.';

const AREA_NAMES = new Map<string, string>(ENGAGEMENT_OFFERING_AREAS.map((a) => [a.id, a.name]));
const AREA_ORDER = new Map<string, number>(ENGAGEMENT_OFFERING_AREAS.map((a, i) => [a.id, i]));

const useStyles = makeStyles({
  root: { maxWidth: '1280px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  name: { width: '26%' },
  area: { width: '150px' },
  actions: { width: '96px' },
  description: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-line' },
  cell: { verticalAlign: 'top', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
  empty: { padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground2 },
});

/** Field messages of the API's 400 for one offering ('offerings.3.name' -> 'name'). */
function offeringFieldErrors(err: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(apiFieldErrors(err)).map(([path, message]) => [path.split('.').at(-1) ?? path, message]),
  );
}

type Editing = { offering: Offering | undefined } | undefined;

export default function OfferingsPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const stored = useOfferings(admin);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<Offering | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const [saved, showSaved] = useSavedFlag();

  // The capabilities a starter bundle may tick (issue 32): the current catalogue's top level, read once a dialog opens.
  const catalogue = useCatalogue(undefined, admin && editing !== undefined);
  const topCapabilities = (catalogue.data?.capabilities ?? []).map((c) => ({ id: c.id, name: c.name }));
  const offerings = stored.data?.offerings;
  // A capability's name: the catalogue's once read, else the offering of the same id's (one per capability).
  const capabilityNames = new Map([
    ...(offerings ?? []).map((o) => [capabilityIdOf(o.id), o.name] as const),
    ...topCapabilities.map((c) => [c.id, c.name] as const),
  ]);
  const shown = [...(offerings ?? [])].sort(
    (a, b) => (AREA_ORDER.get(a.areaId) ?? 9) - (AREA_ORDER.get(b.areaId) ?? 9),
  );

  /** Sends the whole list; true when it was saved. */
  const send = async (next: Offering[]): Promise<boolean> => {
    if (!stored.data) return false;
    setBusy(true);
    setProblem(undefined);
    try {
      await saveOfferings(next, stored.data.etag);
      showSaved();
      void refreshAuditTrail('offerings');
      return true;
    } catch (err) {
      if (isApiError(err) && err.status === 409) setStale(true);
      else {
        setErrors(offeringFieldErrors(err));
        setProblem(isApiError(err) ? err.message : 'The offerings could not be saved. Try again.');
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveEdit = async (draft: OfferingDraft) => {
    if (!offerings || !editing) return;
    const result = offeringsWithEdit(offerings, editing.offering?.id, draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (await send(result.offerings)) setEditing(undefined);
  };

  const remove = async () => {
    if (!offerings || !removing) return;
    if (await send(offerings.filter((o) => o.id !== removing.id))) setRemoving(undefined);
  };

  const reload = () => {
    setStale(false);
    setEditing(undefined);
    setRemoving(undefined);
    setErrors({});
    void refreshOfferings();
  };

  const open = (offering: Offering | undefined) => {
    setErrors({});
    setProblem(undefined);
    setEditing({ offering });
  };

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={ADMINS_ONLY}
      lead={
        <Text>
          The offerings sales staff pick in the engagement wizard and the sales helper, in the four offering
          areas. They are kept apart from the catalogue: renaming or removing an offering changes no
          capability. An offering selects the capability of the same id in a framework solution, where there
          is one; a starter bundle ticks the capabilities chosen for it, there and on Scope.
        </Text>
      }
      loading={!stored.data && !stored.error}
      loadingLabel="Loading the offerings…"
      error={stored.error}
      errorText="The offerings could not be loaded."
      onRetry={() => void refreshOfferings()}
    >
      {offerings ? (
        <>
          <div className={styles.toolbar}>
            <Button
              appearance="primary"
              icon={<AddRegular />}
              disabled={busy}
              onClick={() => open(undefined)}
            >
              Add offering
            </Button>
            <Text>{`${offerings.length} offering${offerings.length === 1 ? '' : 's'}`}</Text>
            <span role="status">{saved ? <span className={styles.saved}>Saved!</span> : null}</span>
          </div>
          {stale ? <ConflictBar what="list of offerings" onReload={reload} /> : null}
          {problem && !editing ? (
            <MessageBar intent="error">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          ) : null}
          {shown.length === 0 ? (
            <Text className={styles.empty}>{NO_OFFERINGS}</Text>
          ) : (
            <Table size="small" aria-label="Offerings">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell className={styles.name}>Name</TableHeaderCell>
                  <TableHeaderCell className={styles.area}>Area</TableHeaderCell>
                  <TableHeaderCell>Description</TableHeaderCell>
                  <TableHeaderCell className={styles.actions}>Actions</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((o) => (
                  <TableRow key={o.id} data-offering={o.id}>
                    <TableCell className={styles.cell}>
                      <Text weight="semibold">{o.name}</Text>
                    </TableCell>
                    <TableCell className={styles.cell}>{AREA_NAMES.get(o.areaId) ?? o.areaId}</TableCell>
                    <TableCell className={`${styles.cell} ${styles.description}`}>
                      {o.description}
                      {o.capabilityIds?.length ? (
                        <Text block size={200}>
                          {`Starter bundle: ticks ${o.capabilityIds.map((id) => capabilityNames.get(id) ?? id).join(', ')}`}
                        </Text>
                      ) : null}
                    </TableCell>
                    <TableCell className={styles.cell}>
                      <Button
                        appearance="subtle"
                        icon={<EditRegular />}
                        aria-label={`Edit ${o.name}`}
                        title={`Edit ${o.name}`}
                        disabled={busy}
                        onClick={() => open(o)}
                      />
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`Remove ${o.name}`}
                        title={`Remove ${o.name}`}
                        disabled={busy}
                        onClick={() => setRemoving(o)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      ) : null}
      {editing && !stale ? (
        <OfferingDialog
          offering={editing.offering}
          capabilities={topCapabilities}
          busy={busy}
          errors={errors}
          problem={problem}
          onSave={(draft) => void saveEdit(draft)}
          onCancel={() => setEditing(undefined)}
          onEdit={(field) => {
            setProblem(undefined);
            setErrors(({ [field]: _done, ...rest }) => rest);
          }}
        />
      ) : null}
      <Dialog open={Boolean(removing) && !stale} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{`Remove ${removing?.name ?? ''}?`}</DialogTitle>
            <DialogContent>
              The engagement wizard and the sales helper no longer offer it. Engagements that chose it keep it
              until they are saved again; the wizard then says it is no longer offered.
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={() => setRemoving(undefined)}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" aria-label="Removing" /> : undefined}
                onClick={() => void remove()}
              >
                Remove
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <AuditTrail area="offerings" title="Recent changes to the offerings" />
    </AdminPage>
  );
}
