/**
 * The four pyramids by resource level (Overall, Provider UK, Provider, Provider Offshore): horizontal bars of
 * full-time equivalents per level, the most senior at the top, stacked by team in the team colours; each with
 * a table of the same figures for screen readers (visually hidden) and a PNG download.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { teamColour, teamName, type Pyramid } from '@portal/domain';
import { lazy, Suspense, memo, useCallback, useEffect, useRef, useState } from 'react';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { VISUALLY_HIDDEN } from '../../lib/styles/visually-hidden.ts';

const Chart = lazy(() => import('../../lib/charts/chart.tsx'));

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(380px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  hidden: VISUALLY_HIDDEN,
});

/** The traces of a pyramid: one per team, levels on the y axis. */
export function pyramidTraces(pyramid: Pyramid) {
  const teams = [...new Set(pyramid.bars.map((b) => b.team))];
  const levels = pyramid.levels.map((l) => l.level);
  return teams.map((team) => ({
    type: 'bar',
    orientation: 'h',
    name: teamName(team),
    y: levels,
    x: pyramid.levels.map(
      (l) => pyramid.bars.find((b) => b.levelId === l.levelId && b.team === team)?.fte ?? 0,
    ),
    marker: { color: teamColour(team) },
    hovertemplate: '%{y}: %{x:.2f} FTE<extra>%{fullData.name}</extra>',
  }));
}

function EmptyPyramid({ name, onShown }: { name: string; onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return (
    <div role="group" aria-label={`${name} pyramid`}>
      <Text weight="semibold">{name}</Text>
      <Text block>None</Text>
    </div>
  );
}

/** Memoised: a People settings change draws the tables first; the charts follow once they are painted. */
export const PyramidCharts = memo(function PyramidCharts({
  pyramids,
  screenshot,
  fileName,
  onDrawn,
}: {
  pyramids: readonly Pyramid[];
  screenshot: boolean;
  fileName: string;
  onDrawn?: () => void;
}) {
  const styles = useStyles();
  const [drawn, setDrawn] = useState(0);
  const bump = useCallback(() => setDrawn((n) => n + 1), []);
  const reported = useRef(false);
  useEffect(() => {
    if (drawn >= pyramids.length && !reported.current) {
      reported.current = true;
      onDrawn?.();
    }
  }, [drawn, pyramids.length, onDrawn]);
  return (
    <div className={styles.grid}>
      {pyramids.map((p) =>
        p.bars.length === 0 ? (
          <EmptyPyramid key={p.name} name={p.name} onShown={bump} />
        ) : (
          <div key={p.name}>
            <Suspense fallback={<PageSpinner label="Loading chart…" />}>
              <Chart
                title={`${p.name} (${p.fte.toLocaleString('en-GB', { maximumFractionDigits: 2 })} FTE)`}
                data={pyramidTraces(p)}
                layout={{
                  barmode: 'stack',
                  yaxis: { autorange: 'reversed', automargin: true },
                  xaxis: { title: { text: 'FTE' }, rangemode: 'tozero' },
                  showlegend: true,
                  legend: { orientation: 'h', y: -0.25 },
                }}
                height={300}
                {...(screenshot ? { width: 560 } : {})}
                fileName={`${fileName}-${p.name.toLowerCase().replace(/\s+/g, '-')}`}
                screenshot={screenshot}
                onDrawn={bump}
              />
            </Suspense>
            <table className={styles.hidden} aria-label={`${p.name} pyramid`}>
              <thead>
                <tr>
                  <th>Level</th>
                  <th>Team</th>
                  <th>FTE</th>
                </tr>
              </thead>
              <tbody>
                {p.bars.map((b) => (
                  <tr key={`${b.levelId}-${b.team}`}>
                    <td>{b.level}</td>
                    <td>{teamName(b.team)}</td>
                    <td>{b.fte}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
});
