/** A document item's name with its description as a tooltip (focusable), or the name alone without one. */
import { makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import type { DocumentItem } from '@portal/domain';

const useStyles = makeStyles({
  name: { cursor: 'help', textDecoration: `underline dotted ${tokens.colorNeutralForeground3}` },
});

export function DescribedName({ item }: { item: Pick<DocumentItem, 'name' | 'description'> }) {
  const styles = useStyles();
  if (!item.description) return <>{item.name}</>;
  return (
    <Tooltip content={item.description} relationship="description">
      <span className={styles.name} tabIndex={0}>
        {item.name}
      </span>
    </Tooltip>
  );
}
