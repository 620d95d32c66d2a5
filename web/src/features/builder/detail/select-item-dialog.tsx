/**
 * The 'Select item' dialog (a capability or action picker) behind 'Add Dependency Action' and 'Add Linked
 * Capability': search, pick one, Add; the caller saves (spinner) and closes it.
 */
import {
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  SearchBox,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import { EditDialog, SaveActions } from '../../../lib/dialogs/edit-dialog.tsx';
import { filterOptions, type PickOption } from './pickers.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    maxHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  option: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  radio: { accentColor: tokens.colorBrandBackground, marginTop: '3px' },
  path: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
});

export interface SelectItemDialogProps {
  title: string;
  options: readonly PickOption[];
  saving: boolean;
  onPick: (id: string) => void;
  onClose: () => void;
}

export function SelectItemDialog({ title, options, saving, onPick, onClose }: SelectItemDialogProps) {
  const styles = useStyles();
  const name = useId();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  return (
    <EditDialog saving={saving} onClose={onClose}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          <SearchBox
            aria-label="Search"
            placeholder="Search"
            value={query}
            onChange={(_, d) => setQuery(d.value)}
          />
          <div className={styles.list} role="radiogroup" aria-label={title}>
            {shown.length === 0 ? (
              <Text className={styles.muted} block>
                None
              </Text>
            ) : (
              shown.map((o) => (
                <label key={o.id} className={styles.option}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={name}
                    checked={picked === o.id}
                    onChange={() => setPicked(o.id)}
                  />
                  <span>
                    {o.name}
                    <span className={styles.path}>{o.path}</span>
                  </span>
                </label>
              ))
            )}
          </div>
        </DialogContent>
        <SaveActions
          label="Add"
          saving={saving}
          disabled={!picked}
          onSave={() => picked && onPick(picked)}
          onClose={onClose}
        />
      </DialogBody>
    </EditDialog>
  );
}
