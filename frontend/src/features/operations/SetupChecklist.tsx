import { setupItemKeys } from '@portal/contracts';
import { setupTexts as t } from '@portal/copy';
import { ListError, ListLoading } from '../../components/ListStates';
import { Badge, Card } from '../../ui';
import { useOpsSetup } from './api/get-ops-setup';

/**
 * The superadmin's setup checklist (GET /api/ops/setup): each setting configured or missing, how to
 * configure it, and what the public site hides (or what does not work) until it is.
 */
export function SetupChecklist() {
  const setup = useOpsSetup();
  const data = setup.data;
  return (
    <Card title={t.title} icon="check" headingId="site-setup">
      {!data ? (
        setup.isError ? (
          <ListError title={t.loadFailed} error={setup.error} onRetry={setup.refetch} />
        ) : (
          <ListLoading>{t.loading}</ListLoading>
        )
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t.intro}</p>
          <p className="text-sm font-semibold text-navy-900" role="status">
            {t.summary(setupItemKeys.filter((k) => data[k]).length, setupItemKeys.length)}
          </p>
          <ul className="flex flex-col gap-2">
            {setupItemKeys.map((key) => {
              const item = t.items[key];
              return (
                <li key={key} className="rounded-lg border border-slate-200 p-3" aria-label={item.name}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-navy-900">{item.name}</span>
                    <Badge color={data[key] ? 'green' : 'orange'}>
                      {data[key] ? t.configured : t.missing}
                    </Badge>
                  </div>
                  <p className="text-xs text-slate-600 break-words">{item.how}</p>
                  {!data[key] && <p className="mt-1 text-sm text-slate-800">{item.missing}</p>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Card>
  );
}
