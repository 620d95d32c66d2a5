/**
 * Step 1: the client's priorities on five sliders (spec §5: step 10, 50 to 100, 50 the highest importance, 100 the
 * lowest). The sliders start at the domain's default; each says its value and what it means.
 */
import { Field, makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import {
  CLIENT_PRIORITIES,
  isSliderValue,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  sliderToEngagementPriority,
  type EngagementPriority,
  type PriorityKey,
  type SliderPriorities,
  type SliderValue,
} from '@portal/domain';

export const SLIDERS_HINT =
  'Move each slider to the importance of the priority to the client: 50 is the highest importance, 100 the lowest.';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr 12rem',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  scale: {
    display: 'flex',
    justifyContent: 'space-between',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  value: { fontVariantNumeric: 'tabular-nums' },
  slider: { width: '100%' },
});

const PRIORITY_WORDS: Record<EngagementPriority, string> = {
  [-1]: 'not set',
  0: 'not a priority',
  1: 'low priority',
  2: 'medium priority',
  3: 'high priority',
};

/**
 * What a slider value means, in words: the ends as the spec says them, the values between as the engagement
 * priority they become (sliderToEngagementPriority), so the page and the engagement never disagree.
 */
export function importanceText(value: SliderValue): string {
  if (value === SLIDER_MIN) return 'highest importance';
  if (value === SLIDER_MAX) return 'lowest importance';
  return PRIORITY_WORDS[sliderToEngagementPriority(value)];
}

export function PrioritiesStep({
  sliders,
  onChange,
}: {
  sliders: SliderPriorities;
  onChange: (key: PriorityKey, value: SliderValue) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Text>{SLIDERS_HINT}</Text>
      {CLIENT_PRIORITIES.map((p) => {
        const value = sliders[p.key];
        return (
          <Field key={p.key} label={p.label}>
            <div className={styles.row}>
              <div>
                <Slider
                  className={styles.slider}
                  min={SLIDER_MIN}
                  max={SLIDER_MAX}
                  step={SLIDER_STEP}
                  value={value}
                  aria-valuetext={`${value}, ${importanceText(value)}`}
                  data-priority={p.key}
                  onChange={(_e, d) => {
                    if (isSliderValue(d.value)) onChange(p.key, d.value);
                  }}
                />
                <div className={styles.scale} aria-hidden="true">
                  <span>50 highest</span>
                  <span>100 lowest</span>
                </div>
              </div>
              <Text className={styles.value} weight="semibold" data-testid={`slider-value-${p.key}`}>
                {value} ({importanceText(value)})
              </Text>
            </div>
          </Field>
        );
      })}
    </div>
  );
}
