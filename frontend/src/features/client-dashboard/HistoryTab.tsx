import { type ClientDashboard, newestCaseEventsFirst, timelineTypeLabel } from '@portal/contracts';
import { screenTexts } from '@portal/copy';
import { formatDateTime } from '../../lib/format';
import { keyedByOccurrence } from '../../lib/keys';
import { Badge, type BadgeColor, Card, cx } from '../../ui';

const typeColor = (type: string): BadgeColor =>
  type === 'completed' ? 'green' : type === 'current' ? 'blue' : type === 'milestone' ? 'teal' : 'grey';

const dotColor = (type: string) =>
  type === 'completed'
    ? 'bg-green-600 ring-green-600/30'
    : type === 'current'
      ? 'bg-blue-600 ring-blue-600/30'
      : 'bg-teal-600 ring-teal-600/30';

/** Historial: what happened in the case, newest first (the one order of a case's history), with its type, date and time, and who did it. */
export function HistoryTab({ data }: { data: ClientDashboard }) {
  const timeline = newestCaseEventsFirst(data.recoveryProcess.timeline);
  return (
    <Card title={screenTexts.timelineTitle} icon="clock">
      {timeline.length === 0 ? (
        <p className="text-slate-600">{screenTexts.noTimeline}</p>
      ) : (
        <ol className="relative flex flex-col gap-6 border-l-2 border-slate-200 pl-6">
          {keyedByOccurrence(timeline, (e) => `${e.date}|${e.type}|${e.event}|${e.description}`).map(
            ({ key, item: entry }) => (
              <li key={key} className="relative">
                <span
                  aria-hidden="true"
                  className={cx(
                    'absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-white ring-2',
                    dotColor(entry.type),
                  )}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <Badge color={typeColor(entry.type)}>{timelineTypeLabel(entry.type)}</Badge>
                  <h3 className="font-semibold text-slate-900">{entry.event}</h3>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                  {entry.responsible && (
                    <>
                      {' · '}
                      {screenTexts.phaseResponsible}: {entry.responsible}
                    </>
                  )}
                </p>
                {entry.description && <p className="mt-1 text-slate-700">{entry.description}</p>}
              </li>
            ),
          )}
        </ol>
      )}
    </Card>
  );
}
