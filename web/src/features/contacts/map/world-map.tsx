/**
 * The world map of the contacts page (lazy chunk): the countries drawn from the generated paths, those with
 * contacts in their provider region's colour, small ones with a dot. Decorative for assistive technology: the
 * button around it carries the name, the legend beside it the meaning of the colours.
 */
import { memo } from 'react';
import { MAP_BORDER, MAP_LAND, MAP_SEA } from '../region-colours.ts';
import { MAP_COUNTRIES, MAP_HEIGHT, MAP_WIDTH, OTHER_LAND, SPHERE } from './world-map-data.ts';

export interface MapFill {
  colour: string;
  regionId: string;
  /** The name shown when the pointer rests on the country (the stored country's name). */
  name: string;
}

export interface WorldMapProps {
  /** By ISO alpha-2 country id: the countries that have contacts. */
  fills: ReadonlyMap<string, MapFill>;
}

/** Room around the land, a little more at the top so the Arctic does not touch the frame. */
const MX = 8;
const MY = 14;
const VIEW_BOX = `${-MX} ${-MY} ${MAP_WIDTH + 2 * MX} ${MAP_HEIGHT + 2 * MY}`;
const ENTRIES = Object.entries(MAP_COUNTRIES);

/** Land without contacts: drawn once, it never changes. */
const Land = memo(function Land() {
  return (
    <g fill={MAP_LAND} stroke={MAP_BORDER} strokeWidth={0.4}>
      {OTHER_LAND.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </g>
  );
});

export default function WorldMap({ fills }: WorldMapProps) {
  return (
    <svg
      viewBox={VIEW_BOX}
      width="100%"
      aria-hidden="true"
      focusable="false"
      data-testid="contacts-world-map"
      style={{ display: 'block', height: 'auto' }}
    >
      <path d={SPHERE} fill={MAP_SEA} />
      <Land />
      <g stroke={MAP_BORDER} strokeWidth={0.4}>
        {ENTRIES.map(([code, country]) => {
          const fill = fills.get(code);
          return (
            <path
              key={code}
              d={country.d}
              fill={fill?.colour ?? MAP_LAND}
              data-country={fill ? code : undefined}
              data-region={fill?.regionId}
            >
              {fill ? <title>{fill.name}</title> : null}
            </path>
          );
        })}
      </g>
      <g stroke={MAP_BORDER} strokeWidth={1}>
        {ENTRIES.filter(([code, c]) => c.small && fills.has(code)).map(([code, c]) => {
          const fill = fills.get(code)!;
          return (
            <circle
              key={code}
              cx={c.c[0]}
              cy={c.c[1]}
              r={4}
              fill={fill.colour}
              data-country={code}
              data-region={fill.regionId}
            >
              <title>{fill.name}</title>
            </circle>
          );
        })}
      </g>
    </svg>
  );
}
