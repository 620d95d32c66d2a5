/**
 * The map shown first on the contacts page: one button (Enter, Space or a click opens the list) holding the world
 * map, lazy-loaded so the page's first chunk stays small, and a legend of the provider regions' colours. A click on
 * a coloured country opens the list on that country's region; anywhere else (and the keyboard) on the default.
 */
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ORGANIZATION_NAMES, type Region, type SalesCountry } from '@portal/domain';
import { lazy, Suspense, useMemo, type MouseEvent } from 'react';
import type { MapFill } from './map/world-map.tsx';
import { MAP_SEA, regionColours } from './region-colours.ts';

const WorldMap = lazy(() => import('./map/world-map.tsx'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  button: {
    display: 'block',
    width: '100%',
    maxWidth: '1100px',
    padding: 0,
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    cursor: 'pointer',
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}` },
    // The country under the pointer darkens a little: a click there opens the list on its region.
    '& [data-country]:hover': { filter: 'brightness(0.85)' },
  },
  placeholder: {
    // The map's own proportions (1016 x 475), so nothing moves when it arrives.
    aspectRatio: '1016 / 475',
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: MAP_SEA,
  },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxWidth: '1100px',
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    flexShrink: 0,
  },
});

export interface ContactsMapProps {
  countries: readonly SalesCountry[];
  regions: readonly Region[];
  /** Opens the list; with the region of the country clicked, if any. */
  onOpen: (regionId?: string) => void;
}

export const MAP_BUTTON_NAME = 'Open the contacts list from the map';

export function ContactsMap({ countries, regions, onOpen }: ContactsMapProps) {
  const styles = useStyles();
  const colours = useMemo(() => regionColours(regions), [regions]);
  const fills = useMemo(() => {
    const map = new Map<string, MapFill>();
    for (const c of countries) {
      const regionId = c.fields.provider.regionId;
      const colour = colours.get(regionId);
      if (colour) map.set(c.id, { colour, regionId, name: c.name });
    }
    return map;
  }, [countries, colours]);
  const shown = regions.filter((r) => countries.some((c) => c.fields.provider.regionId === r.id));

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const target = event.target instanceof Element ? event.target.closest('[data-region]') : null;
    onOpen(target?.getAttribute('data-region') ?? undefined);
  };

  return (
    <div className={styles.root}>
      <Button
        appearance="transparent"
        className={styles.button}
        aria-label={MAP_BUTTON_NAME}
        aria-describedby="contacts-map-help"
        onClick={open}
      >
        <Suspense
          fallback={
            // No visible label inside the button: its name is the button's own (axe's label-content-name-mismatch
            // caught the loading text while the map's chunk arrived).
            <div className={styles.placeholder}>
              <Spinner aria-label="Loading the map" />
            </div>
          }
        >
          <WorldMap fills={fills} />
        </Suspense>
      </Button>
      <Text id="contacts-map-help">
        The {countries.length} countries with contacts, coloured by {ORGANIZATION_NAMES.PROVIDER} region.
        Select a country to see the contacts of its region, or anywhere on the map to open the list.
      </Text>
      <ul className={styles.legend} aria-label={`${ORGANIZATION_NAMES.PROVIDER} regions on the map`}>
        {shown.map((r) => (
          <li key={r.id} className={styles.legendItem}>
            <span className={styles.swatch} style={{ backgroundColor: colours.get(r.id) }} />
            <Text size={200}>
              {r.name} ({r.id})
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
