/** The roles timeline above the People tables: a row per role, bars in team colours, bridged gaps joined. */
import {
  addDays,
  formatDate,
  isoDate,
  teamColour,
  teamName,
  utcDate,
  type RoleLine,
  type Schedule,
} from '@portal/domain';
import { TimelineBar, TimelineFrame, TimelineRow } from '../../lib/solution-views/timeline-grid.tsx';

export function RolesTimeline(props: {
  schedule: Schedule;
  lines: readonly RoleLine[];
  showSlider: boolean;
  screenshot: boolean;
  fileName: string;
}) {
  const { schedule, lines, showSlider, screenshot, fileName } = props;
  const at = (day: number) => formatDate(isoDate(addDays(utcDate(schedule.contractStart), Math.floor(day))));
  return (
    <TimelineFrame
      days={schedule.calendarDays}
      contractStart={schedule.contractStart}
      title="Roles timeline"
      fileName={fileName}
      showSlider={showSlider}
      screenshot={screenshot}
    >
      {lines.map((line) => (
        <TimelineRow
          key={line.staticId}
          label={
            <span title={`${line.name} (${teamName(line.team)}, ${line.location})`}>
              {line.name} · {line.days} days
            </span>
          }
        >
          {line.segments.map((s, i) => (
            <TimelineBar
              key={i}
              startDay={s.startDay}
              endDay={s.endDay}
              colour={teamColour(line.team)}
              arrow={false}
              label={`${line.name}: ${at(s.startDay)} to ${at(Math.max(s.startDay, Math.ceil(s.endDay) - 1))}`}
            />
          ))}
        </TimelineRow>
      ))}
    </TimelineFrame>
  );
}
