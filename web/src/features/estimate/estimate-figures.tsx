/**
 * What the estimate panel shows (docs/estimate.md, "The estimate panel"): the basis (which hours the range comes
 * from, and that the proposal is priced on it), the range with person-weeks,
 * contingency and governance apart from the hours, the duration in calendar weeks with its dates, cost, price,
 * margin, blended rates, the variance to the other basis, the hours by level and location and the rate card version.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import type { Estimate, RateCard } from '@portal/domain';
import { memo, type ReactNode } from 'react';
import { ByLevelTable } from './by-level-table.tsx';
import {
  basisLabel,
  basisNote,
  formatDuration,
  formatHours,
  formatPercent,
  formatPersonWeeks,
  formatPounds,
  formatRate,
  varianceText,
} from './estimate-format.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  title: { margin: 0 },
  // The basis badge keeps to one line: beside the title where it fits, under it in a narrow panel.
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  badge: { flexShrink: 0, whiteSpace: 'nowrap' },
  figures: {
    display: 'grid',
    // Values keep to one line; a term wraps when the panel is narrow. Long values are written as wide figures.
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    rowGap: tokens.spacingVerticalXXS,
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  // A dt/dd pair in its own div (a valid group of a dl) that the grid lays out as if it were not there.
  pair: { display: 'contents' },
  // A figure written as a sentence (the variance): its term above it, across the panel.
  wide: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column' },
  wideValue: { margin: 0, textAlign: 'left', whiteSpace: 'normal' },
  group: { paddingTop: tokens.spacingVerticalXS, borderTop: `1px solid ${tokens.colorNeutralStroke3}` },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  basis: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  accordionPanel: { overflowX: 'auto', margin: 0 },
});

/** The panel's box and heading, also around its loading and error states. */
export function EstimateFrame({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="estimate-panel-title" data-estimate-panel="">
      <div className={styles.head}>
        <Text as="h3" id="estimate-panel-title" weight="semibold" size={400} className={styles.title}>
          Estimate
        </Text>
        {badge}
      </div>
      {children}
    </section>
  );
}

interface FigureProps {
  term: string;
  children: ReactNode;
  strong?: boolean;
  /** A data attribute name the tests and the bench find the figure by. */
  data?: string;
  /** Written as a sentence: the value under its term, across the panel. */
  wide?: boolean;
}

function Figure({ term, children, strong, data, wide }: FigureProps) {
  const styles = useStyles();
  return (
    <div className={wide ? styles.wide : styles.pair}>
      <dt className={mergeClasses(styles.term, strong && styles.strong)}>{term}</dt>
      <dd
        className={mergeClasses(styles.value, strong && styles.strong, wide && styles.wideValue)}
        {...(data ? { [data]: '' } : {})}
      >
        {children}
      </dd>
    </div>
  );
}

export const EstimateFigures = memo(function EstimateFigures({
  estimate,
  rateCard,
}: {
  estimate: Estimate;
  /** The card it was priced with: its version, and whether its rates are sample data. */
  rateCard: Pick<RateCard, 'version'> & Partial<Pick<RateCard, 'sample'>>;
}) {
  const styles = useStyles();
  const { hours, contingency, governance } = estimate;
  const duration = formatDuration(estimate.duration);
  const variance = varianceText(estimate);
  return (
    <EstimateFrame
      badge={
        <Badge appearance="tint" color="informative" className={styles.badge}>
          {basisLabel(estimate.basis)}
        </Badge>
      }
    >
      <Text className={styles.basis} data-estimate-basis="">
        {basisNote(estimate)}
      </Text>
      <dl className={styles.figures}>
        <Figure term="Low" data="data-estimate-low">
          {formatHours(hours.low)}
        </Figure>
        <Figure term="Expected" strong data="data-estimate-expected">
          {formatHours(hours.expected)}
        </Figure>
        <Figure term="High" data="data-estimate-high">
          {formatHours(hours.high)}
        </Figure>
        <Figure term="Effort">{formatPersonWeeks(estimate.personWeeks)}</Figure>
        <Figure term={`Contingency (${formatPercent(contingency.percent)})`} data="data-estimate-contingency">
          {formatHours(contingency.hours)}
        </Figure>
        <Figure term={`Project management (${formatPercent(governance.percent)})`}>
          {formatHours(governance.hours)}
        </Figure>
        <Figure term="Total priced">{formatHours(estimate.totalHours)}</Figure>
        <Figure term="Duration">{duration ? duration.weeks : 'Nothing scheduled yet'}</Figure>
        {duration ? (
          <Figure term="Dates" wide>
            {duration.dates}
          </Figure>
        ) : null}
      </dl>
      <dl className={mergeClasses(styles.figures, styles.group)}>
        <Figure term="Cost" data="data-estimate-cost">
          {formatPounds(estimate.cost.amount)}
        </Figure>
        <Figure term="Price" strong data="data-estimate-price">
          {formatPounds(estimate.price.amount)}
        </Figure>
        <Figure term="Margin" data="data-estimate-margin">
          {formatPercent(estimate.marginPercent)}
        </Figure>
        <Figure term="Blended cost rate">{formatRate(estimate.blendedRate.cost)}</Figure>
        <Figure term="Blended price rate">{formatRate(estimate.blendedRate.price)}</Figure>
      </dl>
      <dl className={mergeClasses(styles.figures, styles.group)}>
        <Figure term={variance.label} data="data-estimate-variance" wide>
          {variance.value}
        </Figure>
      </dl>
      {estimate.unpricedHours > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {formatHours(estimate.unpricedHours)} have no rate on the rate card and are priced at £0.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Accordion collapsible>
        <AccordionItem value="levels">
          <AccordionHeader size="small">Hours by level and location</AccordionHeader>
          <AccordionPanel className={styles.accordionPanel}>
            <ByLevelTable lines={estimate.byLevel} />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <Text className={styles.note}>
        Low, expected and high are delivery hours; contingency and project management are priced on top. Rate
        card version {rateCard.version}
        {rateCard.sample ? ' (sample rates)' : ''}.
      </Text>
    </EstimateFrame>
  );
});
