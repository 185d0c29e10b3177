import { staffDocumentTexts as t } from '@portal/copy';
import { ListQuery } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui';
import { useDocumentAccessLog } from './api/get-document-access-log';

/** A document's access log (auditors): every download and check, who, when, from where, allowed or refused. */
export function DocumentAccessLog({ documentId }: { documentId: string }) {
  const query = useDocumentAccessLog(documentId, true);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <ListQuery query={query} loading={t.loading} loadFailed={t.accessLogFailed} empty={t.accessLogEmpty}>
        {(entries) => (
          <ul aria-label={t.accessLog} className="flex flex-col gap-2 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{entry.actorName}</span>
                <span className="text-slate-700">{t.accessActions[entry.action]}</span>
                <span className="text-slate-600">{formatDateTime(entry.at)}</span>
                <span className="font-mono text-xs text-slate-600">{entry.address}</span>
                <Badge color={entry.outcome === 'allowed' ? 'green' : 'red'}>
                  {entry.outcome === 'allowed' ? t.accessAllowed : t.accessRefused}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </ListQuery>
    </div>
  );
}
