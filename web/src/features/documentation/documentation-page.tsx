/**
 * /sales/documentation (spec: Documentation and User Guide). The text (web/public/documentation.txt, Markdown) is
 * fetched at run time and shown from its Introduction heading on, after a version table generated from
 * web/public/documentation-versions.json. The sticky bar keeps the Table of Contents button in reach; choosing an
 * entry closes the dialog, scrolls to the heading, focuses it and puts its anchor in the address (#anchor), so
 * a section can be linked to. Decisions: docs/documentation.md.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
  type TreeItemValue,
} from '@fluentui/react-components';
import { TextBulletListTreeRegular } from '@fluentui/react-icons';
import {
  APP_VERSION,
  documentationSections,
  documentationToc,
  documentationVersionsSchema,
  formatDocumentationDate,
  fromIntroduction,
  parseDocumentation,
  sortVersions,
  type DocumentationVersion,
} from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DocBlocks } from '../../lib/doc-text/doc-blocks.tsx';
import { scrollToSection } from '../../lib/doc-text/scroll-to-section.ts';
import { useStaticText } from '../../lib/data/static-text.ts';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { TocDialog } from './toc-dialog.tsx';
import { VersionTable } from './version-table.tsx';

export const DOCUMENTATION_TEXT = '/documentation.txt';
export const DOCUMENTATION_VERSIONS = '/documentation-versions.json';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1000px' },
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  titles: { display: 'flex', flexDirection: 'column' },
  meta: { color: tokens.colorNeutralForeground2 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  versionsTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

function parseVersions(json: string | undefined): DocumentationVersion[] | 'invalid' | undefined {
  if (json === undefined) return undefined;
  try {
    const parsed = documentationVersionsSchema.safeParse(JSON.parse(json));
    return parsed.success ? sortVersions(parsed.data) : 'invalid';
  } catch {
    return 'invalid';
  }
}

export default function DocumentationPage({ title }: { title: string }) {
  const styles = useStyles();
  const text = useStaticText(DOCUMENTATION_TEXT);
  const versionsText = useStaticText(DOCUMENTATION_VERSIONS);
  const blocks = useMemo(
    () => (text.data ? fromIntroduction(parseDocumentation(text.data)) : undefined),
    [text.data],
  );
  const sections = useMemo(() => (blocks ? documentationSections(blocks) : []), [blocks]);
  const toc = useMemo(() => documentationToc(sections), [sections]);
  const numbers = useMemo(() => new Map(sections.map((s) => [s.anchor, s.number])), [sections]);
  const versions = useMemo(() => parseVersions(versionsText.data), [versionsText.data]);
  const latest = Array.isArray(versions) ? versions[0] : undefined;

  const [tocOpen, setTocOpen] = useState(false);
  // The first level starts open; what the reader opens or closes is kept while the page is open.
  const [openItems, setOpenItems] = useState<Set<TreeItemValue> | null>(null);
  const effectiveOpen = useMemo(
    () => openItems ?? new Set<TreeItemValue>(toc.filter((n) => n.children.length > 0).map((n) => n.id)),
    [openItems, toc],
  );

  const choose = (anchor: string) => {
    setTocOpen(false);
    window.history.replaceState(window.history.state, '', `#${anchor}`);
    scrollToSection(anchor);
  };

  // A link with #anchor opens the page at that section once the text is in.
  const arrivedAt = useRef(false);
  useEffect(() => {
    if (!blocks || arrivedAt.current) return;
    arrivedAt.current = true;
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor) scrollToSection(anchor);
  }, [blocks]);

  const failed = text.error || versions === 'invalid' || versionsText.error;

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <div className={styles.bar}>
        <div className={styles.titles}>
          <Text as="h1" id="page-title" size={700} weight="semibold">
            {title}
          </Text>
          <Text size={200} className={styles.meta}>
            Version {latest?.version ?? APP_VERSION}
            {latest ? ` · Last updated ${formatDocumentationDate(latest.date)}` : ''}
          </Text>
        </div>
        <Button
          appearance="primary"
          icon={<TextBulletListTreeRegular />}
          disabled={toc.length === 0}
          onClick={() => setTocOpen(true)}
        >
          Table of Contents
        </Button>
      </div>

      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>
            The documentation could not be loaded. Check your connection and reload the page.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {!failed && (!blocks || !versions) ? <PageSpinner label="Loading the documentation…" /> : null}

      {blocks && Array.isArray(versions) ? (
        <article className={styles.card} aria-labelledby="page-title">
          <h2 className={styles.versionsTitle}>Document versions</h2>
          <VersionTable versions={versions} />
          {blocks.length === 0 ? <Text>No documentation found!</Text> : null}
          <DocBlocks blocks={blocks} numbers={numbers} />
        </article>
      ) : null}

      <TocDialog
        open={tocOpen}
        toc={toc}
        openItems={effectiveOpen}
        onOpenItemsChange={setOpenItems}
        onClose={() => setTocOpen(false)}
        onChoose={choose}
      />
    </section>
  );
}
