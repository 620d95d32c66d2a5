/**
 * The 'Solution Complexity' and 'AEP Solution Type' dialogs (full users): pick one option; the solution saves
 * 1 s after the last change (spec: automatic saves after changes, complexity and solution type 1 s).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import {
  AEP_SOLUTION_TYPE_OPTIONS,
  COMPLEXITY_OPTIONS,
  DEFAULT_AEP_SOLUTION_TYPE,
  formatComplexity,
  type SolutionFields,
} from '@portal/domain';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';

export const COMPLEXITY_SAVE_DELAY_MS = 1000;

function OptionsDialog({
  title,
  open,
  onClose,
  value,
  options,
  onChange,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <RadioGroup
              aria-label={title}
              layout={options.length > 4 ? 'horizontal' : 'vertical'}
              value={value}
              onChange={(_e, data) => onChange(data.value)}
            >
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const COMPLEXITY_CHOICES = COMPLEXITY_OPTIONS.map((n) => ({ value: String(n), label: formatComplexity(n) }));
const AEP_TYPE_CHOICES = AEP_SOLUTION_TYPE_OPTIONS.map((t) => ({ value: t, label: t }));

export function ComplexityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useBuilderStore();
  const complexity = useBuilder((s) => s.draft.fields.complexity);
  return (
    <OptionsDialog
      title="Solution Complexity"
      open={open}
      onClose={onClose}
      value={String(complexity)}
      options={COMPLEXITY_CHOICES}
      onChange={(v) =>
        store.edit(
          (d) => ({ ...d, fields: { ...d.fields, complexity: Number(v) } }),
          COMPLEXITY_SAVE_DELAY_MS,
        )
      }
    />
  );
}

export function AepSolutionTypeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useBuilderStore();
  const type = useBuilder((s) => s.draft.fields.aepSolutionType) ?? DEFAULT_AEP_SOLUTION_TYPE;
  return (
    <OptionsDialog
      title="AEP Solution Type"
      open={open}
      onClose={onClose}
      value={type}
      options={AEP_TYPE_CHOICES}
      onChange={(v) =>
        store.edit(
          (d) => ({
            ...d,
            fields: { ...d.fields, aepSolutionType: v as SolutionFields['aepSolutionType'] },
          }),
          COMPLEXITY_SAVE_DELAY_MS,
        )
      }
    />
  );
}
