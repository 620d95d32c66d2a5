/**
 * The side panel of a capability: description, size descriptions, the AI offer link (only when it has both
 * a name and a link), ROM size and team, metrics, linked capabilities ('Add Linked Capability': not twice;
 * the linked capability becomes selected), the roadmap (the capabilities before and after it) and owners
 * ('Manage owners').
 */
import { Link, mergeClasses, Text } from '@fluentui/react-components';
import { PeopleRegular } from '@fluentui/react-icons';
import {
  addUnique,
  capabilityPath,
  capabilityTotal,
  inScopeLabel,
  mapCapability,
  METRIC_QUANTITY_RULE,
  setCapabilityMetricValue,
  setCapabilitySelected,
  sizeLabel,
  type Capability,
} from '@portal/domain';
import { useState } from 'react';
import { SafeText } from '../../../lib/sanitize.ts';
import { METRIC_QUANTITY_SAVE_DELAY_MS } from '../metrics/core-metrics.tsx';
import { NumberInput } from '../metrics/number-input.tsx';
import { useBuilderStore } from '../state/builder-context.tsx';
import { formatNumber, teamLabel } from '../tree/tree-format.ts';
import { useDialogSave } from './dialog-save.ts';
import { LinkedItemsSection } from './linked-items-section.tsx';
import { OwnersDialog } from '../../../lib/owners/owners-dialog.tsx';
import { usePanelStyles } from './panel-styles.ts';
import { capabilityOptions } from './pickers.ts';
import { RoadmapSection } from './roadmap-section.tsx';
import { SectionHead } from './section-head.tsx';

interface PanelProps {
  cap: Capability;
  editable: boolean;
  leadProvider: boolean;
}

const SIZE_KEYS = ['S', 'M', 'C', 'VC'] as const;

function Overview({ cap, leadProvider }: PanelProps) {
  const styles = usePanelStyles();
  const sizes = SIZE_KEYS.filter((k) => cap.sizeDescription?.[k]);
  const ai = cap.productAi?.name && cap.productAi.url ? cap.productAi : undefined;
  return (
    <section className={styles.section} aria-label="Overview">
      {cap.description ? <SafeText html={cap.description} /> : null}
      <div className={styles.fields}>
        <div>
          <Text className={styles.meta} block>
            Size
          </Text>
          <Text>{sizeLabel(cap.size, 'rom') || '—'}</Text>
        </div>
        <div>
          <Text className={styles.meta} block>
            Team
          </Text>
          <Text>{teamLabel(cap.teamId)}</Text>
        </div>
        <div>
          <Text className={styles.meta} block>
            Actions
          </Text>
          <Text>{inScopeLabel(cap)}</Text>
        </div>
        {leadProvider ? (
          <div>
            <Text className={styles.meta} block>
              Effort
            </Text>
            <Text
              weight="semibold"
              className={styles.number}
            >{`${formatNumber(capabilityTotal(cap))} h`}</Text>
          </div>
        ) : null}
      </div>
      {sizes.length > 0 ? (
        <dl className={styles.list}>
          {sizes.map((k) => (
            <div key={k} className={styles.item}>
              <dt className={styles.tiny}>
                <Text weight="semibold">{k}</Text>
              </dt>
              <dd className={styles.itemText} style={{ margin: 0 }}>
                {cap.sizeDescription?.[k]}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {ai ? (
        <Link href={ai.url} target="_blank" rel="noopener noreferrer">
          {ai.name}
        </Link>
      ) : null}
    </section>
  );
}

function CapabilityMetrics({ cap, editable }: PanelProps) {
  const styles = usePanelStyles();
  const store = useBuilderStore();
  const metrics = cap.metrics ?? [];
  return (
    <section className={styles.section} aria-label="Metrics">
      <Text weight="semibold">Metrics</Text>
      {metrics.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <table className={styles.table}>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.id}>
                <td className={styles.td}>{m.name}</td>
                <td className={mergeClasses(styles.td, styles.narrow)}>
                  {editable ? (
                    <NumberInput
                      className={styles.fill}
                      label={`Quantity of ${m.name}`}
                      value={m.value}
                      rule={METRIC_QUANTITY_RULE}
                      onValue={(t) =>
                        store.editTree(
                          (tree) => setCapabilityMetricValue(tree, cap.id, m.id, t),
                          METRIC_QUANTITY_SAVE_DELAY_MS,
                        )
                      }
                    />
                  ) : (
                    <span className={styles.number}>{m.value}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Links `targetId` from the capability (once) and selects the linked capability. */
export function linkCapability(tree: Capability[], capabilityId: string, targetId: string): Capability[] {
  const linked = mapCapability(tree, capabilityId, (c) => ({
    ...c,
    linkIds: addUnique(c.linkIds, targetId),
  }));
  const selected = setCapabilitySelected(linked, targetId, true);
  return selected.ok ? selected.items : linked;
}

const capabilityLabel = (tree: Capability[], id: string) => capabilityPath(tree, id) || id;

function LinkedCapabilities({ cap, editable }: PanelProps) {
  return (
    <LinkedItemsSection
      title="Linked Capabilities"
      itemLabel="Linked Capability"
      ownerId={cap.id}
      ids={cap.linkIds}
      editable={editable}
      options={capabilityOptions}
      labelOf={capabilityLabel}
      deleteText={(path) => `Delete the link to '${path}'?`}
      link={(t, id) => linkCapability(t, cap.id, id)}
      unlink={(t, id) =>
        mapCapability(t, cap.id, (c) => ({ ...c, linkIds: (c.linkIds ?? []).filter((l) => l !== id) }))
      }
    />
  );
}

function Owners({ cap, editable }: PanelProps) {
  const styles = usePanelStyles();
  const [managing, setManaging] = useState(false);
  const { saving, save } = useDialogSave(() => setManaging(false));
  const owners = cap.owners ?? [];
  return (
    <section className={styles.section} aria-label="Owners">
      <SectionHead
        title="Owners"
        button={
          editable
            ? { label: 'Manage owners', icon: <PeopleRegular />, onClick: () => setManaging(true) }
            : undefined
        }
      />
      {owners.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <ul className={styles.list}>
          {owners.map((o) => (
            <li key={o} className={styles.item}>
              <Link href={`mailto:${o}`}>{o}</Link>
            </li>
          ))}
        </ul>
      )}
      {managing ? (
        <OwnersDialog
          itemName={cap.name}
          owners={owners}
          confirmLabel="Save"
          saving={saving}
          onSave={(list) => void save((t) => mapCapability(t, cap.id, (c) => ({ ...c, owners: list })))}
          onClose={() => setManaging(false)}
        />
      ) : null}
    </section>
  );
}

export function CapabilityPanel(props: PanelProps) {
  const styles = usePanelStyles();
  return (
    <div className={styles.body}>
      <Overview {...props} />
      <CapabilityMetrics {...props} />
      <LinkedCapabilities {...props} />
      <RoadmapSection capabilityId={props.cap.id} />
      <Owners {...props} />
    </div>
  );
}
