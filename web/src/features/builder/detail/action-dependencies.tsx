/**
 * The actions this action depends on ('Add Dependency Action': pick another action of the solution; one that
 * is already there is not added twice).
 */
import { addUnique, findAction, mapAction, type Action, type Capability } from '@portal/domain';
import { LinkedItemsSection } from './linked-items-section.tsx';
import { actionOptions } from './pickers.ts';

const actionName = (tree: Capability[], id: string) => findAction(tree, id)?.action.name ?? id;

export function ActionDependencies({ action, editable }: { action: Action; editable: boolean }) {
  return (
    <LinkedItemsSection
      title="Dependency Actions"
      itemLabel="Dependency Action"
      ownerId={action.id}
      ids={action.dependencyIds}
      editable={editable}
      options={actionOptions}
      labelOf={actionName}
      deleteText={(name) => `Delete the dependency on '${name}'?`}
      link={(t, id) =>
        mapAction(t, action.id, (a) => ({ ...a, dependencyIds: addUnique(a.dependencyIds, id) }))
      }
      unlink={(t, id) =>
        mapAction(t, action.id, (a) => ({
          ...a,
          dependencyIds: (a.dependencyIds ?? []).filter((d) => d !== id),
        }))
      }
    />
  );
}
