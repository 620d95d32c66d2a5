/**
 * The four offering areas (spec §2: fixed area ids, driven by the capabilities configuration): the offerings grouped
 * by area, each a checkbox; its description is the tooltip of the info button beside it. The tooltip hangs on the
 * button, not on the checkbox, so ticking offerings by keyboard or mouse never opens one over the next checkbox.
 */
import { Button, Card, Checkbox, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { ENGAGEMENT_OFFERING_AREAS, type Offering } from '@portal/domain';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // Two areas a row on narrower windows (1,024 px), all four from 1,280 px.
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  card: { padding: tokens.spacingVerticalM, gap: tokens.spacingVerticalS },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
  count: { color: tokens.colorNeutralForeground2 },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
  tooltip: { maxWidth: '360px' },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
  },
  info: { flexShrink: 0 },
});

export function OfferingAreas({
  offerings,
  chosen,
  disabled,
  onChange,
}: {
  offerings: readonly Offering[];
  chosen: readonly string[];
  disabled: boolean;
  onChange: (offeringId: string, checked: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {ENGAGEMENT_OFFERING_AREAS.map((area) => {
        const inArea = offerings.filter((o) => o.areaId === area.id);
        const count = inArea.filter((o) => chosen.includes(o.id)).length;
        const headingId = `offering-area-${area.id}`;
        return (
          <Card key={area.id} className={styles.card} role="group" aria-labelledby={headingId}>
            <div className={styles.head}>
              <Text as="h3" id={headingId} size={400} weight="semibold">
                {area.name}
              </Text>
              <Text size={200} className={styles.count}>
                {count} of {inArea.length} chosen
              </Text>
            </div>
            {inArea.length === 0 ? (
              <Text className={styles.empty}>No offerings in this area.</Text>
            ) : (
              <div className={styles.list}>
                {inArea.map((o) => (
                  <div key={o.id} className={styles.row}>
                    <Checkbox
                      label={o.name}
                      checked={chosen.includes(o.id)}
                      disabled={disabled}
                      onChange={(_e, data) => onChange(o.id, data.checked === true)}
                    />
                    {o.description ? (
                      <Tooltip
                        content={{ children: o.description, className: styles.tooltip }}
                        relationship="description"
                        positioning="above-end"
                        withArrow
                      >
                        <Button
                          className={styles.info}
                          appearance="transparent"
                          size="small"
                          icon={<InfoRegular />}
                          aria-label={`About ${o.name}`}
                        />
                      </Tooltip>
                    ) : null}
                  </div>
                ))}
              </div>
            )}
          </Card>
        );
      })}
    </div>
  );
}
