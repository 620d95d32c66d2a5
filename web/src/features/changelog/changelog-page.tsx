/**
 * /sales/changelog (spec: Changelog, 'A dated list of past releases; release notes only, no behaviour'): the
 * portal's own releases from CHANGELOG.md at the repository root, bundled at build time (Vite ?raw import) and
 * read by the domain's parseChangelog, shown newest first with their DD-MM-YYYY dates.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatDate, parseChangelog, type ChangelogRelease } from '@portal/domain';
import changelogText from '../../../../CHANGELOG.md?raw';

const RELEASES = parseChangelog(changelogText);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '900px' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  release: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  version: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  date: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  sectionTitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase300 },
  notes: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    listStyleType: 'disc',
    lineHeight: tokens.lineHeightBase400,
  },
});

export function ReleaseEntry({ release }: { release: ChangelogRelease }) {
  const styles = useStyles();
  return (
    <li className={styles.release}>
      <div className={styles.head}>
        <h2 className={styles.title} id={`release-${release.version}`}>
          {release.title || release.version} <span className={styles.version}>{release.version}</span>
        </h2>
        {release.date ? (
          <time className={styles.date} dateTime={release.date}>
            {formatDate(release.date)}
          </time>
        ) : (
          <Text className={styles.date}>Not released yet</Text>
        )}
      </div>
      {release.summary ? <Text>{release.summary}</Text> : null}
      {release.sections.map((section) => (
        <div key={section.heading}>
          <h3 className={styles.sectionTitle}>{section.heading}</h3>
          <ul className={styles.notes}>
            {section.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </div>
      ))}
    </li>
  );
}

export default function ChangelogPage({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        {title}
      </Text>
      {RELEASES.length === 0 ? (
        <Text role="status">No releases yet.</Text>
      ) : (
        <ol className={styles.list} aria-label="Releases, newest first">
          {RELEASES.map((release) => (
            <ReleaseEntry key={release.version} release={release} />
          ))}
        </ol>
      )}
    </section>
  );
}
