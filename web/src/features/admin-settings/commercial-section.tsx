/**
 * The Settings page's Commercial terms section (issue 29, docs/documents.md "The commercial block"): who the supplier
 * is (legal name, company number, registered office, where bids are answered, who signs), the VAT rate, how long a
 * quote stands, when invoices are paid, the payment milestones of a fixed price (adding up to 100%), change control
 * and the governing terms. Every customer document prints them. Each input shows its message under it.
 */
import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  MILESTONE_TRIGGER_LABELS,
  MILESTONE_TRIGGERS,
  type Supplier,
  type TypedCommercialSettings,
} from '@portal/domain';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  milestone: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 2fr) minmax(200px, 2fr) minmax(90px, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
  },
  milestones: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  remove: { marginTop: '26px' },
  dropdown: { minWidth: 0, width: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const MAX_MILESTONES = 10;

const SUPPLIER_FIELDS: { key: keyof Supplier; label: string; max: number }[] = [
  { key: 'legalName', label: 'Supplier legal name', max: 200 },
  { key: 'companyNumber', label: 'Company number', max: 20 },
  { key: 'email', label: 'E-mail for bids and acceptances', max: 320 },
  { key: 'phone', label: 'Telephone', max: 40 },
  { key: 'signatoryName', label: 'Signs contracts: name', max: 120 },
  { key: 'signatoryTitle', label: 'Signs contracts: title', max: 120 },
  {
    key: 'deliveryCentreCompany',
    label: 'Company employing the delivery centre (empty: the supplier)',
    max: 200,
  },
];

const WORKSHOP_FIELDS: { key: keyof TypedCommercialSettings['workshops']; label: string; max: number }[] = [
  { key: 'discoveryCount', label: 'Discovery workshops', max: 2 },
  { key: 'discoveryHours', label: 'Each discovery workshop (hours)', max: 1 },
  { key: 'solutionHours', label: 'Solution workshop (hours)', max: 1 },
  { key: 'feePounds', label: 'Fee for all the workshops (£, excluding VAT; 0 for none)', max: 9 },
];

export function CommercialSection({
  typed,
  problems,
  onChange,
}: {
  typed: TypedCommercialSettings;
  problems: Record<string, string>;
  onChange: (next: TypedCommercialSettings) => void;
}) {
  const styles = useStyles();
  const set = (patch: Partial<TypedCommercialSettings>) => onChange({ ...typed, ...patch });
  const setSupplier = (patch: Partial<Supplier>) => set({ supplier: { ...typed.supplier, ...patch } });
  const setMilestone = (i: number, patch: Partial<TypedCommercialSettings['milestones'][number]>) =>
    set({ milestones: typed.milestones.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  const total = typed.milestones.reduce((s, m) => s + (Number(m.percent) || 0), 0);
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        Commercial terms
      </Text>
      <Text className={styles.muted}>
        Every customer document (ROM deck, proposal, solution plan, contract) names the supplier and carries
        these terms: the price excluding VAT, the VAT and the total, how long the offer is valid, when it is
        paid, change control and the terms that govern it. The solution&apos;s owner is named as the contact.
      </Text>
      <div className={styles.grid}>
        {SUPPLIER_FIELDS.map(({ key, label, max }) => (
          <Field key={key} label={label} validationMessage={problems[`supplier.${key}`]}>
            <Input
              value={typed.supplier[key]}
              maxLength={max}
              onChange={(_, d) => setSupplier({ [key]: d.value })}
            />
          </Field>
        ))}
      </div>
      <Field label="Registered office" validationMessage={problems['supplier.registeredOffice']}>
        <Textarea
          value={typed.supplier.registeredOffice}
          maxLength={300}
          resize="vertical"
          onChange={(_, d) => setSupplier({ registeredOffice: d.value })}
        />
      </Field>
      <div className={styles.grid}>
        <Field label="VAT rate (%)" validationMessage={problems['vatPercent']}>
          <Input
            inputMode="decimal"
            maxLength={6}
            value={typed.vatPercent}
            onChange={(_, d) => set({ vatPercent: d.value })}
          />
        </Field>
        <Field label="Offer valid for (days)" validationMessage={problems['validityDays']}>
          <Input
            inputMode="numeric"
            maxLength={3}
            value={typed.validityDays}
            onChange={(_, d) => set({ validityDays: d.value })}
          />
        </Field>
        <Field label="Invoices payable within (days)" validationMessage={problems['paymentDays']}>
          <Input
            inputMode="numeric"
            maxLength={3}
            value={typed.paymentDays}
            onChange={(_, d) => set({ paymentDays: d.value })}
          />
        </Field>
      </div>
      <Text as="h3" size={400} weight="semibold">
        Payment milestones of a fixed price
      </Text>
      <Text className={styles.muted}>
        Each is invoiced when it is reached, on the plan&apos;s milestone it names; a milestone whose phase is
        not in a solution&apos;s plan adds its share to the next one. They add up to 100% (now {total}%).
      </Text>
      <div className={styles.milestones} role="group" aria-label="Payment milestones">
        {typed.milestones.map((m, i) => (
          <div className={styles.milestone} key={i}>
            <Field label={`Milestone ${i + 1}`} validationMessage={problems[`milestones.${i}.name`]}>
              <Input value={m.name} maxLength={120} onChange={(_, d) => setMilestone(i, { name: d.value })} />
            </Field>
            <Field label={`Milestone ${i + 1}: due`} validationMessage={problems[`milestones.${i}.trigger`]}>
              <Dropdown
                className={styles.dropdown}
                value={MILESTONE_TRIGGER_LABELS[m.trigger]}
                selectedOptions={[m.trigger]}
                onOptionSelect={(_, d) =>
                  d.optionValue && setMilestone(i, { trigger: d.optionValue as typeof m.trigger })
                }
              >
                {MILESTONE_TRIGGERS.map((t) => (
                  <Option key={t} value={t}>
                    {MILESTONE_TRIGGER_LABELS[t]}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field
              label={`Milestone ${i + 1}: share (%)`}
              validationMessage={problems[`milestones.${i}.percent`]}
            >
              <Input
                inputMode="numeric"
                maxLength={3}
                value={m.percent}
                onChange={(_, d) => setMilestone(i, { percent: d.value })}
              />
            </Field>
            <Button
              className={styles.remove}
              icon={<DeleteRegular />}
              aria-label={`Remove milestone ${i + 1}`}
              disabled={typed.milestones.length <= 1}
              onClick={() => set({ milestones: typed.milestones.filter((_, j) => j !== i) })}
            />
          </div>
        ))}
        {problems['milestones'] ? <Text role="alert">{problems['milestones']}</Text> : null}
        <div>
          <Button
            icon={<AddRegular />}
            disabled={typed.milestones.length >= MAX_MILESTONES}
            onClick={() =>
              set({ milestones: [...typed.milestones, { name: '', trigger: 'completion', percent: '' }] })
            }
          >
            Add milestone
          </Button>
        </div>
      </div>
      <Text as="h3" size={400} weight="semibold">
        Workshops before a proposal
      </Text>
      <Text className={styles.muted}>
        The engagement summary sent to a client says how many discovery workshops are offered, how long they
        and the solution workshop are, and what they cost.
      </Text>
      <div className={styles.grid}>
        {WORKSHOP_FIELDS.map(({ key, label, max }) => (
          <Field key={key} label={label} validationMessage={problems[`workshops.${key}`]}>
            <Input
              inputMode="numeric"
              maxLength={max}
              value={typed.workshops[key]}
              onChange={(_, d) => set({ workshops: { ...typed.workshops, [key]: d.value } })}
            />
          </Field>
        ))}
      </div>
      <Field label="Change control" validationMessage={problems['changeControl']}>
        <Textarea
          value={typed.changeControl}
          maxLength={2000}
          resize="vertical"
          onChange={(_, d) => set({ changeControl: d.value })}
        />
      </Field>
      <Field label="Governing terms" validationMessage={problems['governingTerms']}>
        <Textarea
          value={typed.governingTerms}
          maxLength={2000}
          resize="vertical"
          onChange={(_, d) => set({ governingTerms: d.value })}
        />
      </Field>
      <Field
        label="Further terms"
        hint="Printed in proposals and contracts: one clause per paragraph, a blank line between them, its title first ('Expenses. ...')."
        validationMessage={problems['furtherTerms']}
      >
        <Textarea
          value={typed.furtherTerms}
          maxLength={8000}
          resize="vertical"
          rows={6}
          onChange={(_, d) => set({ furtherTerms: d.value })}
        />
      </Field>
    </>
  );
}
