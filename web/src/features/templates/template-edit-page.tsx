/**
 * /sales/admin/templates/{templateId} (spec: Templates admin): download the current file, upload a new one (size in
 * KB, Upload disabled until a file is chosen, the list refreshed about 2 s after), an Edit/Save toggle for the name,
 * and a preview of what the file gives generated documents. Admins only.
 */
import { Button, Card, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular, EditRegular, SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { AdminPage, AdminPageTitle } from '../../lib/admin/admin-page.tsx';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { TemplatePreviewPanel } from './template-preview.tsx';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { useTemplatePreview } from '../../lib/data/template-preview.ts';
import { fetchTemplateFile, useRenameTemplate, useTemplates } from '../../lib/data/templates.ts';
import { saveFile } from '../../lib/jobs/download.ts';
import { TemplateUpload } from './template-upload.tsx';
import { ADMINS_ONLY } from './templates-list-page.tsx';

const NOT_FOUND = 'This template does not exist.';

const useStyles = makeStyles({
  root: { maxWidth: '1100px' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
  },
  heading: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  name: { minWidth: '320px' },
  card: { padding: tokens.spacingVerticalL },
});

function NameEditor({ id, name, etag }: { id: string; name: string; etag: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const renameTemplate = useRenameTemplate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const next = draft.trim();
    if (!next) return setError('Enter a name.');
    if (next === name) return setEditing(false);
    setBusy(true);
    try {
      // The answered list becomes the cached one (and a 409 reads the list again): lib/data/templates.ts.
      await renameTemplate(id, next, etag);
      void refreshAuditTrail('templates');
      setEditing(false);
      notify('Saved!', 'success');
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The name could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.heading}>
      <AdminPageTitle title={name} />
      {editing ? (
        <Field label="Template name" validationMessage={error ?? undefined} className={styles.name}>
          <Input
            value={draft}
            autoFocus
            maxLength={200}
            onChange={(_e, data) => {
              setDraft(data.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save();
              if (e.key === 'Escape') {
                setDraft(name);
                setEditing(false);
                setError(null);
              }
            }}
          />
        </Field>
      ) : null}
      <Button
        icon={editing ? <SaveRegular /> : <EditRegular />}
        appearance={editing ? 'primary' : 'secondary'}
        disabled={busy}
        onClick={() => {
          if (editing) void save();
          else {
            setDraft(name);
            setEditing(true);
          }
        }}
      >
        {editing ? 'Save' : 'Edit'}
      </Button>
    </div>
  );
}

export default function TemplateEditPage({ title }: { title: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const { templateId = '' } = useParams();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const { data, error, isLoading, mutate: reloadTemplates } = useTemplates(admin);
  const template = data?.list.find((t) => t.id === templateId);
  // Titled by the template's name (the h1 of the name editor) once it is loaded.
  usePageTitle(template?.name);
  const preview = useTemplatePreview(admin && template ? template.id : undefined);
  const [downloading, setDownloading] = useState(false);

  const back = (
    <RouterLink to="/sales/admin/templates" className={styles.back}>
      <ArrowLeftRegular aria-hidden="true" /> All templates
    </RouterLink>
  );
  if (!admin || !data || !template)
    return (
      <AdminPage
        title={title}
        className={styles.root}
        above={admin ? back : undefined}
        allowed={admin}
        notAllowed={ADMINS_ONLY}
        loading={isLoading}
        loadingLabel="Loading the template…"
        error={error ?? (data ? NOT_FOUND : undefined)}
        errorText={error ? 'The template could not be loaded.' : NOT_FOUND}
        {...(error ? { onRetry: () => void reloadTemplates() } : {})}
      />
    );

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchTemplateFile(template.filename), template.filename);
    } catch (err) {
      notify(isApiError(err) ? err.message : 'The template could not be downloaded.', 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminPage
      title={title}
      className={styles.root}
      above={back}
      heading={
        <NameEditor
          key={`${template.id}:${template.name}`}
          id={template.id}
          name={template.name}
          etag={data.etag}
        />
      }
    >
      <div>
        <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download()}>
          Download {template.filename}
        </Button>
      </div>
      <Card className={styles.card}>
        <Text as="h2" size={500} weight="semibold">
          Upload a new version
        </Text>
        <TemplateUpload
          template={template}
          onUploaded={() => {
            void reloadTemplates();
            void preview.mutate();
            void refreshAuditTrail('templates');
          }}
        />
      </Card>
      <Card className={styles.card}>
        <Text as="h2" size={500} weight="semibold">
          Preview
        </Text>
        <TemplatePreviewPanel preview={preview.data} error={preview.error} loading={preview.isLoading} />
      </Card>
      <AuditTrail area="templates" title="Recent changes to templates" />
    </AdminPage>
  );
}
