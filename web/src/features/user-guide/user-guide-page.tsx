/**
 * /sales/user-guide: how to build a solution, step by step, with screenshots of the portal. The text is
 * web/public/user-guide/user-guide.txt (the same Markdown subset as the documentation), the pictures sit beside
 * it and load lazily; scripts/user-guide/screenshots.spec.ts draws them again from the real portal. The spec's
 * guide had a title and no contents; this page gives the guide its contents (docs/documentation.md).
 */
import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { fromIntroduction, parseDocumentation } from '@portal/domain';
import { useMemo } from 'react';
import { DocBlocks } from '../../lib/doc-text/doc-blocks.tsx';
import { useStaticText } from '../../lib/data/static-text.ts';
import { PageSpinner } from '../../lib/page-spinner.tsx';

export const USER_GUIDE_TEXT = '/user-guide/user-guide.txt';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1000px' },
  card: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

export default function UserGuidePage({ title }: { title: string }) {
  const styles = useStyles();
  const text = useStaticText(USER_GUIDE_TEXT);
  const blocks = useMemo(
    () => (text.data ? fromIntroduction(parseDocumentation(text.data)) : undefined),
    [text.data],
  );
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        {title}
      </Text>
      {text.error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            The user guide could not be loaded. Check your connection and reload the page.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {!text.error && !blocks ? <PageSpinner label="Loading the user guide…" /> : null}
      {blocks ? (
        <article className={styles.card} aria-labelledby="page-title">
          <DocBlocks blocks={blocks} />
        </article>
      ) : null}
    </section>
  );
}
