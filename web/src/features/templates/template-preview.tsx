/**
 * The template's preview: a description of what the stored file gives generated documents (docs/templates.md), read
 * from the file by the API: its theme's colours and fonts, the placeholders of a Word template (all of them listed
 * with their meaning, those in the file marked), the labelled texts of a slide-deck template, and why the file
 * cannot be used, if it cannot. Page images would need an office suite on the server; this shows what matters.
 */
import {
  Badge,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DECK_TEXTS, formatKilobytes, TEMPLATE_PLACEHOLDERS, type TemplatePreview } from '@portal/domain';
import { isApiError } from '../../lib/api/api-error.ts';
import { ColumnTable } from '../../lib/column-table.tsx';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { lastUpload } from './templates-list-page.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
  group: { display: 'contents' },
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, padding: 0, margin: 0 },
  swatch: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none' },
  chip: {
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

function Theme({ preview }: { preview: TemplatePreview }) {
  const styles = useStyles();
  if (!preview.theme) return <Text>The file has no theme: tables use the portal&apos;s colours.</Text>;
  return (
    <>
      <ul className={styles.swatches} aria-label="Theme colours">
        {preview.theme.colours.map((c) => (
          <li key={c.name} className={styles.swatch}>
            <span className={styles.chip} style={{ backgroundColor: `#${c.hex}` }} aria-hidden="true" />
            <Text size={200}>
              {c.name} #{c.hex}
            </Text>
          </li>
        ))}
      </ul>
      <Text>
        Heading font {preview.theme.headingFont || '—'}; body font {preview.theme.bodyFont || '—'}.
      </Text>
    </>
  );
}

function Placeholders({ preview }: { preview: TemplatePreview }) {
  const styles = useStyles();
  const found = new Set(preview.placeholders);
  return (
    <ColumnTable
      label="Placeholders"
      size="small"
      rows={TEMPLATE_PLACEHOLDERS}
      rowKey={(p) => p.key}
      columns={[
        { title: 'Placeholder', cell: (p) => <span className={styles.code}>{`{{${p.key}}}`}</span> },
        { title: 'Filled with', cell: (p) => `${p.meaning} (e.g. ${p.example})` },
        {
          title: 'In this file',
          cell: (p) =>
            found.has(p.key) ? (
              <Badge appearance="tint" color="success">
                Yes
              </Badge>
            ) : (
              'No'
            ),
        },
      ]}
    />
  );
}

function DeckTexts({ preview }: { preview: TemplatePreview }) {
  return (
    <ColumnTable
      label="Deck texts"
      size="small"
      rows={DECK_TEXTS}
      rowKey={(t) => t.key}
      columns={[
        { title: 'Label', cell: (t) => `${t.label}:` },
        { title: 'Used as', cell: (t) => t.meaning },
        {
          title: 'In this file',
          cell: (t) => preview.texts.find((x) => x.label === t.label)?.value ?? 'Not set: the portal default',
        },
      ]}
    />
  );
}

export function TemplatePreviewPanel({
  preview,
  error,
  loading,
}: {
  preview: TemplatePreview | undefined;
  error: unknown;
  loading: boolean;
}) {
  const styles = useStyles();
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {isApiError(error) ? error.message : 'The preview could not be loaded.'}
        </MessageBarBody>
      </MessageBar>
    );
  if (loading || !preview) return <PageSpinner label="Reading the template…" />;
  const facts: [string, string][] = [
    ['Used for', preview.documents],
    ['Format', preview.format === 'docx' ? 'Word document (.docx)' : 'PowerPoint presentation (.pptx)'],
    ['File', `${preview.template.filename} (${formatKilobytes(preview.size)})`],
    ['Last upload', preview.source === 'default' ? 'Default template' : lastUpload(preview.template)],
  ];
  return (
    <div className={styles.root} data-testid="template-preview">
      {preview.problems.length ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Documents cannot be generated with this file:</MessageBarTitle>
            {preview.problems.join('; ')}.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <dl className={styles.facts}>
        {facts.map(([term, detail]) => (
          <div key={term} className={styles.group}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
      <Text as="h3" weight="semibold">
        Theme
      </Text>
      <Theme preview={preview} />
      {preview.format === 'docx' ? (
        <>
          <Text as="h3" weight="semibold">
            Placeholders
          </Text>
          <Text>
            Type these in the template; each is replaced when a document is generated. Everything else in the
            file (cover, headers, footers, styles, fixed text) is kept as it is.
          </Text>
          <Placeholders preview={preview} />
        </>
      ) : (
        <>
          <Text as="h3" weight="semibold">
            Texts
          </Text>
          <Text>
            Lines on the template&apos;s slides that start with these labels set the deck&apos;s fixed texts;
            its colours and fonts come from the theme.
          </Text>
          <DeckTexts preview={preview} />
        </>
      )}
    </div>
  );
}
