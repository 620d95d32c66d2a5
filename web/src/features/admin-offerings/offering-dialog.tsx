/**
 * Add or edit one offering (Admin > Offerings): name, area (one of the four offering areas), description and, for a
 * starter bundle, the capabilities it ticks (issue 32), checked
 * with the domain's save rules before sending (offeringsWithEdit); Save sends the whole list at once.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  ENGAGEMENT_OFFERING_AREAS,
  OFFERING_LIMITS,
  type Offering,
  type OfferingDraft,
} from '@portal/domain';
import { useState } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface OfferingDialogProps {
  /** The offering edited; undefined adds one. */
  offering: Offering | undefined;
  /** The catalogue's top-level capabilities a starter bundle may tick (issue 32), by id and name. */
  capabilities: readonly { id: string; name: string }[];
  busy: boolean;
  /** Field messages ('name', 'areaId', 'description') from the rules or the API. */
  errors: Record<string, string>;
  /** Why the last save failed, when it is no field's message. */
  problem?: string | undefined;
  onSave: (draft: OfferingDraft) => void;
  onCancel: () => void;
  /** A field was changed: its message no longer applies. */
  onEdit: (field: keyof OfferingDraft) => void;
}

export function OfferingDialog({
  offering,
  capabilities,
  busy,
  errors,
  problem,
  onSave,
  onCancel,
  onEdit,
}: OfferingDialogProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<OfferingDraft>({
    name: offering?.name ?? '',
    areaId: offering?.areaId ?? '',
    description: offering?.description ?? '',
    capabilityIds: offering?.capabilityIds ?? [],
  });
  const chosen = draft.capabilityIds ?? [];
  const names = new Map(capabilities.map((c) => [c.id, c.name]));
  const change = (field: keyof OfferingDraft, value: string) => {
    setDraft({ ...draft, [field]: value });
    onEdit(field);
  };
  const area = ENGAGEMENT_OFFERING_AREAS.find((a) => a.id === draft.areaId);
  const message = (field: keyof OfferingDraft) => ({
    validationMessage: errors[field],
    validationState: errors[field] ? ('error' as const) : ('none' as const),
  });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && onCancel()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) onSave(draft);
          }}
        >
          <DialogBody>
            <DialogTitle>{offering ? `Edit ${offering.name}` : 'Add offering'}</DialogTitle>
            <DialogContent className={styles.form}>
              {problem ? (
                <MessageBar intent="error">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label="Name" required {...message('name')}>
                <Input
                  value={draft.name}
                  maxLength={OFFERING_LIMITS.name}
                  onChange={(_, d) => change('name', d.value)}
                />
              </Field>
              <Field label="Area" required {...message('areaId')}>
                <Dropdown
                  placeholder="Choose an area"
                  value={area?.name ?? ''}
                  selectedOptions={area ? [area.id] : []}
                  onOptionSelect={(_, d) => change('areaId', d.optionValue ?? '')}
                >
                  {ENGAGEMENT_OFFERING_AREAS.map((a) => (
                    <Option key={a.id} value={a.id}>
                      {a.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field
                label="Description"
                hint="Shown as the offering's tooltip in the engagement wizard and in the slide deck."
                {...message('description')}
              >
                <Textarea
                  value={draft.description}
                  rows={4}
                  maxLength={OFFERING_LIMITS.description}
                  resize="vertical"
                  onChange={(_, d) => change('description', d.value)}
                />
              </Field>
              <Field
                label="Capabilities it ticks"
                hint="A starter bundle: sellers tick these at once with 'Start from an offering' on Scope, and an engagement's framework solution takes them. None: the capability of the offering's own name."
                {...message('capabilityIds')}
              >
                <Dropdown
                  multiselect
                  placeholder="None: its own capability"
                  value={chosen.map((id) => names.get(id) ?? id).join(', ')}
                  selectedOptions={chosen}
                  onOptionSelect={(_, d) => {
                    setDraft({ ...draft, capabilityIds: d.selectedOptions });
                    onEdit('capabilityIds');
                  }}
                >
                  {capabilities.map((c) => (
                    <Option key={c.id} value={c.id}>
                      {c.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
              <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() => onSave(draft)}
                icon={busy ? <Spinner size="tiny" aria-label="Saving" /> : undefined}
              >
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
