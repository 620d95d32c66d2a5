/**
 * The client's volumes on Information (issue 32, ADR 0060): users, computers, phones and tablets, applications and
 * sites, asked where the solution starts. Each change fills the capabilities' metrics that read it (a quantity
 * changed in Detail stays) and so the suggested sizes, the estimate and the documents; a client chosen with volumes
 * kept from its last solution brings them (useVolumesFromClient). 0 or empty is none typed.
 */
import { Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import {
  applyVolumes,
  clientVolumes,
  solutionVolumes,
  VOLUME_KINDS,
  VOLUME_LABELS,
  type NumberRule,
  type StoredSalesClientView,
  type Volumes,
  type VolumeKind,
} from '@portal/domain';
import { useMemo } from 'react';
import { NumberInput } from '../metrics/number-input.tsx';
import type { BuilderStore } from '../state/builder-store.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

/** A volume: a whole number from 0 to the most a client record holds; empty is none. */
export const VOLUME_RULE: NumberRule = { min: 0, max: 100_000_000, decimals: 0, empty: 0 };

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(5, minmax(110px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  legend: { padding: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The volumes with one changed; 0 is none typed. */
function withVolume(volumes: Volumes, kind: VolumeKind, value: number): Volumes {
  const { [kind]: _old, ...rest } = volumes;
  return value > 0 ? { ...rest, [kind]: value } : rest;
}

/** Store the volumes and fill the metrics that read them (those still holding the previous volumes follow). */
export function setVolumes(store: BuilderStore, next: Volumes, previous: Volumes) {
  store.edit((d) => ({ ...d, fields: { ...d.fields, volumes: next } }));
  store.editTree((items) => applyVolumes(items, next, previous));
}

/**
 * The volumes a chosen client brings: those kept from its last solution, else its record's numbers (provider staff
 * read them; a partner's view has neither). None when the solution has volumes of its own.
 */
export function volumesFromClient(
  client: Pick<StoredSalesClientView, 'fields' | 'volumes'> | undefined,
  current: Volumes,
): Volumes | undefined {
  if (!client || Object.keys(current).length > 0) return undefined;
  const offered = client.volumes ?? clientVolumes(client.fields);
  return Object.keys(offered).length > 0 ? offered : undefined;
}

export function VolumeFields() {
  const styles = useStyles();
  const store = useBuilderStore();
  const typed = useBuilder((s) => s.draft.fields.volumes);
  const tree = useBuilder((s) => s.tree);
  const volumes = useMemo(() => solutionVolumes(typed, tree), [typed, tree]);

  return (
    <fieldset className={styles.group} aria-describedby="volumes-hint">
      <legend className={styles.legend}>
        <Subtitle2>Client volumes</Subtitle2>
      </legend>
      <Caption1 id="volumes-hint" className={styles.hint}>
        What the work is sized on. They fill the capabilities&rsquo; metrics and suggest each
        capability&rsquo;s size; a quantity can still be changed in Detail.
      </Caption1>
      <div className={styles.row}>
        {VOLUME_KINDS.map((kind) => (
          <NumberInput
            key={kind}
            size="medium"
            fieldLabel={VOLUME_LABELS[kind]}
            label={VOLUME_LABELS[kind]}
            value={volumes[kind] ?? 0}
            rule={VOLUME_RULE}
            onValue={(value) => setVolumes(store, withVolume(volumes, kind, value), volumes)}
          />
        ))}
      </div>
    </fieldset>
  );
}
