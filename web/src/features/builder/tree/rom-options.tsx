/**
 * The ROM step's document checkboxes (spec: Step content, step 4): 'Create ROM Deck'; 'Create AEP Record' (checked
 * and disabled, with the tooltip 'AEP record already created', when an AEP link exists); 'Create C365 Record'
 * (always disabled). They sit under the ROM summary; the Next that saves the scope step starts the ticked jobs
 * (builder-view.tsx).
 */
import { Checkbox, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useBuilder } from '../state/builder-context.tsx';

export const AEP_CREATED_TOOLTIP = 'AEP record already created';

interface RomOptions {
  createRomDeck: boolean;
  setCreateRomDeck(value: boolean): void;
  createAep: boolean;
  setCreateAep(value: boolean): void;
}

const RomOptionsContext = createContext<RomOptions | null>(null);

export function RomOptionsProvider({ children }: { children: ReactNode }) {
  const [createRomDeck, setCreateRomDeck] = useState(false);
  const [createAep, setCreateAep] = useState(false);
  const value = useMemo(
    () => ({ createRomDeck, setCreateRomDeck, createAep, setCreateAep }),
    [createRomDeck, createAep],
  );
  return <RomOptionsContext.Provider value={value}>{children}</RomOptionsContext.Provider>;
}

/** The options of the builder on the page; undefined where nothing can be saved (read-only). */
export function useRomOptions(): RomOptions | undefined {
  return useContext(RomOptionsContext) ?? undefined;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
});

export function RomDocumentOptions() {
  const styles = useStyles();
  const options = useRomOptions();
  const aepUrl = useBuilder((s) => s.draft.fields.aepUrl);
  if (!options) return null;
  return (
    <div className={styles.root} role="group" aria-label="Documents to create">
      <Checkbox
        label="Create ROM Deck"
        checked={options.createRomDeck}
        onChange={(_e, data) => options.setCreateRomDeck(data.checked === true)}
      />
      {aepUrl ? (
        <Tooltip content={AEP_CREATED_TOOLTIP} relationship="description">
          <Checkbox label="Create AEP Record" checked disabled />
        </Tooltip>
      ) : (
        <Checkbox
          label="Create AEP Record"
          checked={options.createAep}
          onChange={(_e, data) => options.setCreateAep(data.checked === true)}
        />
      )}
      <Checkbox label="Create C365 Record" disabled />
    </div>
  );
}
