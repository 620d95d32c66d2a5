/**
 * Step 2: the relevant capabilities of each of the four areas under the chosen sliders (the domain ranks them:
 * shown rule, relevance, top 4). Each row has its relevance (0-100) in a pill of its band's colour, the priorities
 * it matches and a checkbox that puts it in the materials; the rest of an area sits behind 'Show capabilities with
 * low relevancy'.
 */
import { Button, Card, Checkbox, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import {
  isCapabilityTicked,
  LOW_RELEVANCY_TOGGLE_TEXT,
  matchingPriorities,
  RELEVANCE_BANDS,
  type AreaRelevance,
  type Capability,
  type HelperChoices,
  type RankedCapability,
  type SliderPriorities,
} from '@portal/domain';
import { useId, useState } from 'react';
import { BAND_LOOKS } from './relevance-bands.ts';

export type HelperCapability = Capability & { areaId: string };

export const HIDE_LOW_RELEVANCY_TEXT = 'Hide capabilities with low relevancy';
export const NO_RELEVANT_CAPABILITIES = 'No capability of this area matches the chosen priorities.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  legend: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingVerticalM, gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingBlock: tokens.spacingVerticalXXS,
  },
  label: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  pill: {
    display: 'inline-block',
    minWidth: '2.75rem',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusCircular,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  toggle: { alignSelf: 'flex-start' },
});

export function RelevancePill({
  ranked,
}: {
  ranked: { relevance: number; band: RankedCapability<HelperCapability>['band'] };
}) {
  const styles = useStyles();
  const look = BAND_LOOKS[ranked.band];
  return (
    <span
      className={styles.pill}
      style={{ background: look.background, color: look.foreground }}
      data-band={ranked.band}
      aria-label={`Relevance ${ranked.relevance} of 100`}
      role="img"
    >
      {ranked.relevance}
    </span>
  );
}

function BandLegend() {
  const styles = useStyles();
  return (
    <div className={styles.legend}>
      <Text>Relevance (0 to 100):</Text>
      {RELEVANCE_BANDS.map((band) => {
        const look = BAND_LOOKS[band];
        return (
          <span
            key={band}
            className={styles.pill}
            style={{ background: look.background, color: look.foreground }}
          >
            {look.label}
          </span>
        );
      })}
    </div>
  );
}

function CapabilityRow({
  ranked,
  isTop,
  choices,
  sliders,
  onToggle,
}: {
  ranked: RankedCapability<HelperCapability>;
  isTop: boolean;
  choices: HelperChoices;
  sliders: SliderPriorities;
  onToggle: (id: string, ticked: boolean) => void;
}) {
  const styles = useStyles();
  const c = ranked.capability;
  const matches = matchingPriorities(c.relevance ?? { EX: 0, CS: 0, ROI: 0, TCO: 0, OE: 0 }, sliders);
  return (
    <li className={styles.row} data-capability={c.id} data-testid="helper-capability">
      <Checkbox
        checked={isCapabilityTicked(c.id, isTop, choices)}
        onChange={(_e, d) => onToggle(c.id, d.checked === true)}
        label={
          <span className={styles.label}>
            <span>{c.name}</span>
            <span className={styles.muted}>Matches {matches.join(', ')}</span>
          </span>
        }
      />
      <RelevancePill ranked={ranked} />
    </li>
  );
}

function AreaCard({
  area,
  name,
  choices,
  sliders,
  onToggle,
}: {
  area: AreaRelevance<HelperCapability>;
  name: string;
  choices: HelperChoices;
  sliders: SliderPriorities;
  onToggle: (id: string, ticked: boolean) => void;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const lowId = useId();
  const row = (r: RankedCapability<HelperCapability>, isTop: boolean) => (
    <CapabilityRow
      key={r.capability.id}
      ranked={r}
      isTop={isTop}
      choices={choices}
      sliders={sliders}
      onToggle={onToggle}
    />
  );
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId} data-area={area.areaId}>
      <Text as="h3" id={headingId} size={500} weight="semibold">
        {name}
      </Text>
      {area.top.length === 0 ? (
        <Text className={styles.muted}>{NO_RELEVANT_CAPABILITIES}</Text>
      ) : (
        <ul className={styles.list} aria-label={`Most relevant capabilities of ${name}`}>
          {area.top.map((r) => row(r, true))}
        </ul>
      )}
      {area.lowRelevancy.length > 0 ? (
        <>
          <Button
            className={mergeClasses(styles.toggle)}
            appearance="subtle"
            icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
            aria-expanded={open}
            aria-controls={open ? lowId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? HIDE_LOW_RELEVANCY_TEXT : LOW_RELEVANCY_TOGGLE_TEXT} ({area.lowRelevancy.length})
          </Button>
          {open ? (
            <ul id={lowId} className={styles.list} aria-label={`Capabilities of ${name} with low relevancy`}>
              {area.lowRelevancy.map((r) => row(r, false))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

export function CapabilitiesStep({
  areas,
  areaNames,
  choices,
  sliders,
  onToggle,
}: {
  areas: readonly AreaRelevance<HelperCapability>[];
  areaNames: Readonly<Record<string, string>>;
  choices: HelperChoices;
  sliders: SliderPriorities;
  onToggle: (id: string, ticked: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Text>
        The capabilities that match the client&apos;s priorities, most relevant first. Tick the ones to put in
        the materials.
      </Text>
      <BandLegend />
      <div className={styles.grid}>
        {areas.map((area) => (
          <AreaCard
            key={area.areaId}
            area={area}
            name={areaNames[area.areaId] ?? area.areaId}
            choices={choices}
            sliders={sliders}
            onToggle={onToggle}
          />
        ))}
      </div>
    </div>
  );
}
