import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '900px' },
});

/**
 * The one page for routes whose feature is not part of this release (admin pages, engagements, people,
 * changelog, guides, screenshot). Each is replaced by its own feature page in a later release.
 */
export default function LaterReleasePage({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        {title}
      </Text>
      <MessageBar intent="info">
        <MessageBarBody>This area is part of a later release of the portal.</MessageBarBody>
      </MessageBar>
    </section>
  );
}
