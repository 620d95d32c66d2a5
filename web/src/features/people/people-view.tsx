/**
 * People (spec: Derived views): the roles timeline above; the Bridge Gap and Mobilisation settings; Total Team
 * and team tables (Onshore, Offshore, ratio); the pyramids by resource level. In screenshot mode ('people')
 * only the roles timeline and the tables, without settings or slider.
 */
import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useDrawnSignal } from '../../lib/solution-views/drawn-signal.ts';
import { useSolutionView } from '../../lib/solution-views/solution-view-context.tsx';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { usePaintedValue } from '../../lib/use-after-paint.ts';
import { PeopleSettings } from './people-settings.tsx';
import { PyramidCharts } from './pyramid-charts.tsx';
import { RolesTimeline } from './roles-timeline.tsx';
import { TeamTables } from './team-tables.tsx';
import { usePeople } from './use-people.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

export default function PeopleView() {
  const styles = useStyles();
  const view = useSolutionView();
  const people = usePeople();
  // The charts (plotly, about 60 ms each at 4x CPU throttling) redraw after the tables and the roles timeline are
  // on screen.
  const pyramidFigures = usePaintedValue(people.pyramids);
  useDrawnSignal(view.screenshot, !people.loading);
  if (people.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          The roles and staffing levels could not be loaded. Reload the page to try again.
        </MessageBarBody>
      </MessageBar>
    );
  if (people.loading) return <PageSpinner label="Loading people…" />;
  const fileName = `people-${view.solutionId ?? 'new'}`;
  return (
    <div className={styles.root}>
      {!view.screenshot ? <PeopleSettings /> : null}
      {people.lines.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>
            No roles work on the actions in scope yet: add roles to the actions in Scope.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <RolesTimeline
            schedule={people.schedule}
            lines={people.lines}
            showSlider={view.leadProvider && !view.screenshot}
            screenshot={view.screenshot}
            fileName={`${fileName}-roles`}
          />
          <TeamTables tables={people.tables} />
          {!view.screenshot ? (
            <>
              <Text as="h3" className={styles.heading}>
                Pyramids
              </Text>
              <PyramidCharts pyramids={pyramidFigures} screenshot={false} fileName={`${fileName}-pyramid`} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
