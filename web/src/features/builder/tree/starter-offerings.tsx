/**
 * 'Start from an offering' above the Scope tree (issue 32): the offerings an admin made starter bundles (a typical set
 * of capabilities, Admin > Offerings) tick their set at once, each as a tick in the tree does, sized from the
 * client's volumes where it has no size yet. A message bar names what was ticked, with Undo, which takes out exactly
 * that through the builder store (the normal save path).
 */
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  findCapability,
  offeringCapabilityIds,
  startFromOffering,
  untickCapabilities,
  type Capability,
  type Offering,
} from '@portal/domain';
import { useState } from 'react';
import { useOfferings } from '../../../lib/data/offerings.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { UndoBar } from './undo-bar.tsx';

interface Started {
  text: string;
  ticked: string[];
}

/** 'A, B and C' */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The names of an offering's set the catalogue holds, in its order. */
export function bundleNames(tree: readonly Capability[], offering: Offering): string[] {
  return offeringCapabilityIds(offering).flatMap((id) => {
    const node = findCapability(tree, id)?.node;
    return node ? [node.name] : [];
  });
}

/** What the bar says once a bundle was chosen. */
export function startedText(offering: string, ticked: readonly string[]): string {
  return ticked.length
    ? `Ticked ${listed(ticked)} from \u2018${offering}\u2019, sized from the client\u2019s volumes.`
    : `Everything in \u2018${offering}\u2019 is ticked already.`;
}

/** The menu (only where there are starter bundles) and the message bar to show above the tree. */
export function useStarterOfferings(editable: boolean) {
  const store = useBuilderStore();
  const tree = useBuilder((s) => s.tree);
  const { data } = useOfferings(editable);
  const [started, setStarted] = useState<Started | null>(null);
  const bundles = (data?.offerings ?? []).filter(
    (o) => o.capabilityIds?.length && bundleNames(tree, o).length > 0,
  );

  const choose = (offering: Offering) => {
    const result = startFromOffering(store.getSnapshot().tree, offeringCapabilityIds(offering));
    if (result.ticked.length) store.editTree(() => result.items);
    const names = result.ticked.flatMap((id) => {
      const node = findCapability(result.items, id)?.node;
      return node ? [node.name] : [];
    });
    setStarted({ text: startedText(offering.name, names), ticked: result.ticked });
  };

  const undo = () => {
    if (!started) return;
    const ticked = started.ticked;
    store.editTree((current) => untickCapabilities(current, ticked));
    setStarted(null);
  };

  const menu =
    editable && bundles.length ? (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton>Start from an offering</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {bundles.map((o) => (
              <MenuItem key={o.id} subText={listed(bundleNames(tree, o))} onClick={() => choose(o)}>
                {o.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    ) : null;

  const bar = started ? (
    <UndoBar
      text={started.text}
      onUndo={started.ticked.length ? undo : undefined}
      onDismiss={() => setStarted(null)}
    />
  ) : null;

  return { menu, bar };
}
