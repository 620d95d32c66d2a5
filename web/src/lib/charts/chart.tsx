/**
 * A chart (plotly): the figure, a Download PNG button for the person looking at it, and `onDrawn` after the
 * first plot (the screenshot routes' signal). Static, with no mode bar or animation, in screenshot mode.
 * The figure is an image to screen readers; every chart sits beside a table of the same figures.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { Plot, Plotly } from './plotly-bundle.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  bar: { display: 'flex', justifyContent: 'flex-end' },
});

export interface ChartProps {
  title: string;
  data: unknown[];
  layout: Record<string, unknown>;
  height: number;
  width?: number;
  fileName: string;
  screenshot: boolean;
  onDrawn?: () => void;
}

export default function Chart({
  title,
  data,
  layout,
  height,
  width,
  fileName,
  screenshot,
  onDrawn,
}: ChartProps) {
  const styles = useStyles();
  const graph = useRef<HTMLElement | null>(null);
  return (
    <figure className={styles.root} style={{ margin: 0 }}>
      {!screenshot ? (
        <div className={styles.bar}>
          <Button
            size="small"
            icon={<ArrowDownloadRegular />}
            aria-label={`Download ${title} as PNG`}
            onClick={() =>
              graph.current && void Plotly.downloadImage(graph.current, { format: 'png', filename: fileName })
            }
          >
            PNG
          </Button>
        </div>
      ) : null}
      <div role="img" aria-label={title}>
        <Plot
          data={data}
          layout={{
            height,
            ...(width ? { width } : { autosize: true }),
            title: { text: title, font: { size: 14 } },
            margin: { l: 120, r: 20, t: 40, b: 40 },
            paper_bgcolor: '#ffffff',
            plot_bgcolor: '#ffffff',
            transition: { duration: 0 },
            ...layout,
          }}
          config={{ displayModeBar: false, staticPlot: screenshot, responsive: !width }}
          style={{ width: width ? `${width}px` : '100%' }}
          useResizeHandler={!width}
          onInitialized={(_figure, div) => {
            graph.current = div;
            onDrawn?.();
          }}
          onUpdate={(_figure, div) => {
            graph.current = div;
          }}
        />
      </div>
    </figure>
  );
}
