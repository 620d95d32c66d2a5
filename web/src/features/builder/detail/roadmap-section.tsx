/**
 * Where a capability sits on the roadmap (spec: Capability `incomingIds`, the items before; the items after are
 * derived): two short lists of capability paths, read-only (the catalogue's authors keep the roadmap).
 */
import { Text } from '@fluentui/react-components';
import { capabilityPath, roadmapOf, type Capability } from '@portal/domain';
import { useMemo } from 'react';
import { useBuilder } from '../state/builder-context.tsx';
import { usePanelStyles } from './panel-styles.ts';
import { SectionHead } from './section-head.tsx';

function RoadmapList({ label, caps, tree }: { label: string; caps: Capability[]; tree: Capability[] }) {
  const styles = usePanelStyles();
  return (
    <div>
      <Text className={styles.meta} block>
        {label}
      </Text>
      {caps.length === 0 ? (
        <Text className={styles.muted}>None</Text>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {caps.map((c) => (
            <li key={c.id} className={styles.item}>
              <span className={styles.itemText}>{capabilityPath(tree, c.id) || c.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function RoadmapSection({ capabilityId }: { capabilityId: string }) {
  const styles = usePanelStyles();
  const tree = useBuilder((s) => s.tree);
  const roadmap = useMemo(() => roadmapOf(tree, capabilityId), [tree, capabilityId]);
  return (
    <section className={styles.section} aria-label="Roadmap">
      <SectionHead title="Roadmap" />
      <RoadmapList label="Comes after" caps={roadmap.before} tree={tree} />
      <RoadmapList label="Followed by" caps={roadmap.after} tree={tree} />
    </section>
  );
}
