/**
 * The Review accordion (spec: Derived views): Opportunity Background, Scope Definition (with Scope of Work,
 * Key Outputs and Out of Scope), Delivery Approach Overview, Sourcing Strategy and Mobilisation. 'content'
 * edits them (step 5, autosave after the default delay); 'read' shows them; 'review' (step 6) also shows the
 * Metrics, Tools/Resources, Risks, Assumptions and Dependencies of the in-scope actions.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ACCEPTANCE_ROUTE_LABELS,
  ACCEPTANCE_ROUTES,
  CONTENT_SECTIONS,
  DEFAULT_ACCEPTANCE_ROUTE,
  DEFAULT_PRICE_BASIS,
  PRICE_BASES,
  PRICE_BASIS_LABELS,
  type AcceptanceRoute,
  type ContentKey,
  type PriceBasis,
} from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { SafeText } from '../../../lib/sanitize.ts';
import { CombinedToolsDialog } from './combined-tools-dialog.tsx';
import { useBuilder, useBuilderStore } from '../state/builder-context.tsx';
import { DraftTextarea } from './draft-text.tsx';
import { reviewItems, type Owned } from '@portal/domain';
import { OwnedTable, type Column } from './review-tables.tsx';

export type ReviewMode = 'content' | 'read' | 'review';

type TextKey = ContentKey;

export const REVIEW_SECTIONS = CONTENT_SECTIONS;

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
  },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  none: { color: tokens.colorNeutralForeground3 },
});

function TextPart({
  label,
  field,
  mode,
  main = false,
}: {
  label: string;
  field: TextKey;
  mode: ReviewMode;
  /** The section's own text: its header already names it when read. */
  main?: boolean;
}) {
  const styles = useStyles();
  const store = useBuilderStore();
  const value = useBuilder((s) => s.draft.fields[field]) ?? '';
  if (mode === 'content') {
    const input = (
      <DraftTextarea
        resize="vertical"
        rows={4}
        maxLength={20000}
        value={value}
        // The section header names the section's own text.
        {...(main ? { 'aria-label': label } : {})}
        onValueChange={(next) => store.edit((d) => ({ ...d, fields: { ...d.fields, [field]: next } }))}
      />
    );
    return main ? input : <Field label={label}>{input}</Field>;
  }
  return (
    <div className={styles.part}>
      {main ? null : <Text className={styles.label}>{label}</Text>}
      {value.trim() ? <SafeText html={value} /> : <Text className={styles.none}>None</Text>}
    </div>
  );
}

const TABLE_KEYS = ['metrics', 'tools', 'risks', 'assumptions', 'dependencies'];

/**
 * How the customer documents price the work (issue 29): a fixed price (one price, paid on the payment milestones of
 * the Settings) or time and materials (an estimate with its range, the day rates, invoiced monthly). Saved with the
 * solution; read-only where the rest of the content is.
 */
function PriceBasisPart({ mode }: { mode: ReviewMode }) {
  const styles = useStyles();
  const store = useBuilderStore();
  const basis: PriceBasis = useBuilder((s) => s.draft.fields.priceBasis) ?? DEFAULT_PRICE_BASIS;
  const route: AcceptanceRoute =
    useBuilder((s) => s.draft.fields.acceptanceRoute) ?? DEFAULT_ACCEPTANCE_ROUTE;
  // Chosen where the content is written (the Detail step's Content tab); read elsewhere.
  if (mode !== 'content')
    return (
      <>
        <div className={styles.part}>
          <Text className={styles.label}>Price basis</Text>
          <Text>{PRICE_BASIS_LABELS[basis]}</Text>
        </div>
        <div className={styles.part}>
          <Text className={styles.label}>How the client accepts</Text>
          <Text>{ACCEPTANCE_ROUTE_LABELS[route]}</Text>
        </div>
      </>
    );
  return (
    <>
      <Field
        label="Price basis"
        hint="How the proposal, the solution plan, the contract and the ROM deck price the work."
      >
        <RadioGroup
          layout="horizontal"
          value={basis}
          onChange={(_e, data) =>
            store.edit((d) => ({ ...d, fields: { ...d.fields, priceBasis: data.value as PriceBasis } }))
          }
        >
          {PRICE_BASES.map((b) => (
            <Radio key={b} value={b} label={PRICE_BASIS_LABELS[b]} />
          ))}
        </RadioGroup>
      </Field>
      <Field
        label="How the client accepts"
        hint="With the contract, the proposal asks the client to sign the Contract for Services sent with it and has no signature page of its own."
      >
        <RadioGroup
          layout="horizontal"
          value={route}
          onChange={(_e, data) =>
            store.edit((d) => ({
              ...d,
              fields: { ...d.fields, acceptanceRoute: data.value as AcceptanceRoute },
            }))
          }
        >
          {ACCEPTANCE_ROUTES.map((r) => (
            <Radio key={r} value={r} label={ACCEPTANCE_ROUTE_LABELS[r]} />
          ))}
        </RadioGroup>
      </Field>
    </>
  );
}

/** One table of the review mode in its own accordion item, named by its title. */
function TableItem<T>({
  value,
  title,
  rows,
  columns,
  extra,
}: {
  value: string;
  title: string;
  rows: readonly Owned<T>[];
  columns: readonly Column<T>[];
  /** Shown above the table (the Combined Tools dialog's button). */
  extra?: ReactNode;
}) {
  return (
    <AccordionItem value={value}>
      <AccordionHeader>{title}</AccordionHeader>
      <AccordionPanel>
        {extra}
        <OwnedTable label={title} rows={rows} columns={columns} />
      </AccordionPanel>
    </AccordionItem>
  );
}

function ReviewTables() {
  const tree = useBuilder((s) => s.tree);
  const items = useMemo(() => reviewItems(tree), [tree]);
  return (
    <>
      <TableItem
        value="metrics"
        title="Metrics"
        rows={items.metrics}
        columns={[
          { title: 'Metric', cell: (m) => m.name },
          { title: 'Quantity', cell: (m) => m.value },
        ]}
      />
      <TableItem
        value="tools"
        title="Tools/Resources"
        rows={items.tools}
        extra={<CombinedToolsDialog tools={items.tools} />}
        columns={[
          { title: 'Name', cell: (t) => t.name },
          { title: 'Description', cell: (t) => <SafeText html={t.description} /> },
          { title: 'Format', cell: (t) => t.format.name },
        ]}
      />
      <TableItem
        value="risks"
        title="Risks"
        rows={items.risks}
        columns={[
          { title: 'Risk', cell: (r) => r.name },
          { title: 'Impact', cell: (r) => r.impact },
          { title: 'Probability', cell: (r) => r.probability },
          { title: 'Mitigation', cell: (r) => <SafeText html={r.mitigation} /> },
          { title: 'Owner', cell: (r) => r.owner },
        ]}
      />
      <TableItem
        value="assumptions"
        title="Assumptions"
        rows={items.assumptions}
        columns={[{ title: 'Assumption', cell: (a) => a.name }]}
      />
      <TableItem
        value="dependencies"
        title="Dependencies"
        rows={items.dependencies}
        columns={[{ title: 'Dependency', cell: (d) => d.name }]}
      />
    </>
  );
}

export function ReviewAccordion({ mode }: { mode: ReviewMode }) {
  const styles = useStyles();
  return (
    <Accordion
      multiple
      collapsible
      defaultOpenItems={['commercial', ...REVIEW_SECTIONS.map((s) => s.key), ...TABLE_KEYS]}
    >
      <AccordionItem value="commercial">
        <AccordionHeader>Commercial</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          <PriceBasisPart mode={mode} />
        </AccordionPanel>
      </AccordionItem>
      {REVIEW_SECTIONS.map((section) => (
        <AccordionItem key={section.key} value={section.key}>
          <AccordionHeader>{section.title}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <TextPart label={section.title} field={section.key} mode={mode} main />
            {section.parts?.map((part) => (
              <TextPart key={part.key} label={part.title} field={part.key} mode={mode} />
            ))}
          </AccordionPanel>
        </AccordionItem>
      ))}
      {mode === 'review' ? <ReviewTables /> : null}
    </Accordion>
  );
}
