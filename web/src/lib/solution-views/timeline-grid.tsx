/**
 * The drawing frame the Timeline and the People view's roles timeline share (spec: week 40 px, month 160 px,
 * 7 empty trailing days, scale -5..5, automatic scale from 0 down to -5 to fit the window, `?scale=`).
 * Positions are percentages of the span (day n of s at n / s × 100 %), and only the grid's width follows the
 * scale: a scale change restyles one element (no CSS variable every bar inherits), the header re-renders, and
 * the rows (the frame's children, made by the view) do not (`npm run bench -- views`).
 */
import { Button, Label, makeStyles, mergeClasses, Slider, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  ACTION_ARROW_PX,
  automaticScale,
  clampScale,
  dayWidth,
  MAX_SCALE,
  MIN_SCALE,
  monthLabel,
  monthsOf,
  TRAILING_EMPTY_DAYS,
  weekLabel,
} from '@portal/domain';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadNodePng } from './png.ts';

export const LABEL_WIDTH = 280;
/** How long the Scale slider rests before its scale is handed on to be saved. */
export const SCALE_SETTLE_MS = 500;
export const ROW_HEIGHT = 28;
const ARROW = ACTION_ARROW_PX;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  slider: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  scroller: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  grid: { display: 'flex', flexDirection: 'column', position: 'relative' },
  row: {
    display: 'flex',
    minHeight: `${ROW_HEIGHT}px`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  label: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    flexShrink: 0,
    width: `${LABEL_WIDTH}px`,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: tokens.fontSizeBase200,
  },
  chart: {
    position: 'relative',
    flexGrow: 1,
    flexShrink: 0,
    flexBasis: 0,
    // A faint line at the end of every week (the tile is a week wide: backgroundSize set per span).
    backgroundImage: `linear-gradient(to right, transparent calc(100% - 1px), ${tokens.colorNeutralStroke3} calc(100% - 1px))`,
    backgroundRepeat: 'repeat-x',
  },
  header: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground2 },
  headerCell: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    display: 'flex',
    alignItems: 'center',
    paddingLeft: '3px',
    boxSizing: 'border-box',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  bar: {
    position: 'absolute',
    top: '6px',
    height: `${ROW_HEIGHT - 12}px`,
    minWidth: `${ARROW}px`,
    padding: 0,
    border: 'none',
    borderRadius: 0,
    clipPath: `polygon(0 0, calc(100% - ${ARROW}px) 0, 100% 50%, calc(100% - ${ARROW}px) 100%, 0 100%)`,
  },
  button: {
    minWidth: `${ARROW}px`,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, clipPath: 'none' },
  },
  plain: { clipPath: 'none', borderRadius: tokens.borderRadiusSmall },
});

/**
 * The scale to draw at: `?scale=` when given, else the scale saved with the solution (not in screenshot mode, whose
 * captures always fit), else the automatic scale for the frame's width.
 */
export function useTimelineScale(days: number, screenshot: boolean, saved?: number) {
  const [params] = useSearchParams();
  const raw = params.get('scale');
  const requested =
    raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw))
      ? Number(raw)
      : screenshot
        ? undefined
        : saved;
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (screenshot || !ref.current) return;
    const node = ref.current;
    const measure = () => setWidth(Math.max(0, node.clientWidth - LABEL_WIDTH));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [screenshot]);
  const automatic = automaticScale(days, width, requested);
  return { ref, automatic };
}

export interface TimelineFrameProps {
  /** Calendar days from the contract start to the end of the work. */
  days: number;
  /** 'YYYY-MM-DD', the first day of the expected start month. */
  contractStart: string;
  /** Names the region, the PNG file and the slider. */
  title: string;
  /** The Scale slider: lead-provider users only, never in screenshot mode. */
  showSlider: boolean;
  screenshot: boolean;
  /** File name (without .png) for the download. */
  fileName: string;
  /** The scale saved with the solution (the Timeline's state.timelineSettings), if any. */
  savedScale?: number | undefined;
  /**
   * Called once the slider has rested for SCALE_SETTLE_MS (the Timeline saves the scale then, so moving the slider
   * redraws only the grid); the People timeline keeps its own.
   */
  onScaleChange?: ((scale: number) => void) | undefined;
  toolbar?: ReactNode;
  children: ReactNode;
}

/**
 * Rows far from the window (more than 800 px away) render empty, at their height: a scale change then lays out
 * and paints only the rows near the window, however long the timeline (`npm run bench -- views`). Rows fill in
 * as they come near (scrolling, or Tab moving focus down); screenshot mode and the PNG download draw them all.
 */
interface RowVisibility {
  all: boolean;
  observe(row: Element, onChange: (near: boolean) => void): () => void;
}
const RowVisibilityContext = createContext<RowVisibility>({ all: true, observe: () => () => undefined });

function useRowVisibility(all: boolean): RowVisibility {
  const [callbacks] = useState(() => new Map<Element, (near: boolean) => void>());
  const [io] = useState(() =>
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const e of entries) callbacks.get(e.target)?.(e.isIntersecting);
          },
          { rootMargin: '800px 0px' },
        ),
  );
  useEffect(() => () => io?.disconnect(), [io]);
  return useMemo(
    () => ({
      all: all || !io,
      observe(row, onChange) {
        if (!io) return () => undefined;
        callbacks.set(row, onChange);
        io.observe(row);
        return () => {
          io.unobserve(row);
          callbacks.delete(row);
        };
      },
    }),
    [all, io, callbacks],
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export function TimelineFrame(props: TimelineFrameProps) {
  const { days, contractStart, title, showSlider, screenshot, fileName, toolbar, children } = props;
  const { savedScale, onScaleChange } = props;
  const styles = useStyles();
  const [exporting, setExporting] = useState(false);
  const visibility = useRowVisibility(screenshot || exporting);
  const download = async () => {
    setExporting(true);
    try {
      await nextFrame();
      if (gridRef.current) await downloadNodePng(gridRef.current, fileName);
    } finally {
      setExporting(false);
    }
  };
  const sliderId = useId();
  const { ref, automatic } = useTimelineScale(days, screenshot, savedScale);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const settle = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const scale = chosen ?? automatic;
  const gridRef = useRef<HTMLDivElement>(null);
  const span = Math.max(0, days) + TRAILING_EMPTY_DAYS;
  const weeks = Math.ceil(span / 7);
  const at = (day: number) => `${(day / span) * 100}%`;
  const months = monthsOf(contractStart, span);

  return (
    <div className={styles.root}>
      {!screenshot ? (
        <div className={styles.toolbar}>
          {toolbar}
          {showSlider ? (
            <div className={styles.slider}>
              <Label htmlFor={sliderId}>Scale</Label>
              <Slider
                id={sliderId}
                min={MIN_SCALE}
                max={MAX_SCALE}
                step={1}
                value={scale}
                onChange={(_, d) => {
                  const next = clampScale(d.value);
                  setChosen(next);
                  window.clearTimeout(settle.current);
                  if (onScaleChange)
                    settle.current = window.setTimeout(() => onScaleChange(next), SCALE_SETTLE_MS);
                }}
                aria-valuetext={`Scale ${scale}`}
              />
              <span aria-hidden="true">{scale}</span>
            </div>
          ) : null}
          <span className={styles.spacer} />
          <Button icon={<ArrowDownloadRegular />} onClick={() => void download()}>
            Download PNG
          </Button>
        </div>
      ) : null}
      <div ref={ref} className={styles.scroller} role="region" aria-label={title} tabIndex={0}>
        <div
          ref={gridRef}
          className={styles.grid}
          data-scale={scale}
          style={{ width: `${LABEL_WIDTH + dayWidth(scale) * span}px` }}
        >
          <div className={mergeClasses(styles.row, styles.header)} aria-hidden="true">
            <div className={styles.label} />
            <div className={styles.chart} style={{ height: '20px', backgroundImage: 'none' }}>
              {months.map((m) => (
                <span
                  key={`${m.year}-${m.month}`}
                  className={styles.headerCell}
                  style={{ left: at(m.startDay) }}
                >
                  {monthLabel(m.year, m.month, scale)}
                </span>
              ))}
            </div>
          </div>
          <div className={mergeClasses(styles.row, styles.header)} aria-hidden="true">
            <div className={styles.label} />
            <div className={styles.chart} style={{ height: '20px', backgroundImage: 'none' }}>
              {Array.from({ length: weeks }, (_, i) => (
                <span key={i} className={styles.headerCell} style={{ left: at(i * 7), width: at(7) }}>
                  {weekLabel(i, scale)}
                </span>
              ))}
            </div>
          </div>
          <RowVisibilityContext.Provider value={visibility}>
            <TimelineSpan.Provider value={span}>{children}</TimelineSpan.Provider>
          </RowVisibilityContext.Provider>
        </div>
      </div>
    </div>
  );
}

const TimelineSpan = createContext(0);

/** One row: its label (sticky on the left) and its bars. */
export function TimelineRow({ label, children }: { label: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  const span = useContext(TimelineSpan);
  const visibility = useContext(RowVisibilityContext);
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const { all, observe } = visibility;
  useLayoutEffect(() => (ref.current && !all ? observe(ref.current, setNear) : undefined), [all, observe]);
  if (!near && !all) return <div ref={ref} className={styles.row} />;
  return (
    <div ref={ref} className={styles.row}>
      <div className={styles.label}>{label}</div>
      <div className={styles.chart} style={{ backgroundSize: `${span > 0 ? (7 / span) * 100 : 100}% 100%` }}>
        {children}
      </div>
    </div>
  );
}

export interface TimelineBarProps {
  startDay: number;
  endDay: number;
  colour: string;
  /** Read by screen readers and shown on hover. */
  label: string;
  /** Bars that open something are buttons. */
  onClick?: () => void;
  /** Actions end in a 12 px arrow; role bars are plain. */
  arrow?: boolean;
}

export function TimelineBar({ startDay, endDay, colour, label, onClick, arrow = true }: TimelineBarProps) {
  const styles = useStyles();
  const span = Math.max(1, useContext(TimelineSpan));
  const style: CSSProperties = {
    left: `${(startDay / span) * 100}%`,
    width: `${(Math.max(0, endDay - startDay) / span) * 100}%`,
    backgroundColor: colour,
  };
  const className = mergeClasses(styles.bar, !arrow && styles.plain, onClick && styles.button);
  if (onClick)
    return (
      <Button
        appearance="transparent"
        className={className}
        style={style}
        title={label}
        aria-label={label}
        onClick={onClick}
      />
    );
  return <div className={className} style={style} title={label} role="img" aria-label={label} />;
}
