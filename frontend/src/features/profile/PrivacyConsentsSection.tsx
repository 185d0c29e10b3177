import {
  type ConsentEntry,
  type MyConsents,
  type PrivacyNotice,
  type SessionUser,
  consentProfileTexts as t,
} from '@portal/contracts';
import { consentChannelLabels } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { userMessage } from '../../api/errors';
import { describeFailure } from '../../api/failure';
import { useMyConsents } from '../../api/get-my-consents';
import { usePrivacyNotice } from '../../api/get-privacy-notice';
import { useGiveConsent } from '../../api/give-consent';
import { ListLoading } from '../../components/ListStates';
import { QueryErrorState } from '../../components/QueryErrorState';
import { formatDate, formatDateTime } from '../../lib/format';
import { Badge, Button, Card, Icon, showToast } from '../../ui';
import { useWithdrawConsent } from './api/withdraw-consent';

/** A voluntary purpose's words: the notice's, or its key when the notice no longer declares it. */
function purposeText(notice: PrivacyNotice, key: string): string {
  return notice.voluntaryPurposes.find((p) => p.key === key)?.text ?? t.purposeGone(key);
}

function entryText(notice: PrivacyNotice, entry: ConsentEntry): string {
  return entry.kind === 'given'
    ? t.historyGiven(entry.purposes.map((key) => purposeText(notice, key)).join('; '))
    : t.historyWithdrawn(purposeText(notice, entry.purpose));
}

function Purposes({
  user,
  notice,
  consents,
}: {
  user: SessionUser;
  notice: PrivacyNotice;
  consents: MyConsents;
}) {
  const give = useGiveConsent(user.id);
  const withdraw = useWithdrawConsent(user.id);
  const inForce = consents.inForce?.purposes ?? [];
  const declared = notice.voluntaryPurposes.map((p) => p.key);
  // Those the notice no longer declares stay listed while consented: the person may still withdraw them.
  const keys = [...declared, ...inForce.filter((key) => !declared.includes(key))];
  const run = async (action: () => Promise<unknown>, done: { title: string; description: string }) => {
    try {
      await action();
      showToast({ ...done, tone: 'success' });
    } catch (error) {
      showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
    }
  };
  if (keys.length === 0) return <p className="text-slate-700">{t.noVoluntary}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {keys.map((key) => {
        const accepted = inForce.includes(key);
        return (
          <li key={key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="break-words text-slate-900">{purposeText(notice, key)}</span>
              <span>
                <Badge color={accepted ? 'green' : 'grey'}>{accepted ? t.accepted : t.notAccepted}</Badge>
              </span>
            </div>
            {accepted ? (
              <Button
                variant="secondary"
                size="sm"
                isPending={withdraw.isPending && withdraw.variables === key}
                pendingLabel={t.saving}
                onPress={() => void run(() => withdraw.mutateAsync(key), t.withdrawn)}
                aria-label={`${t.withdraw}: ${purposeText(notice, key)}`}
              >
                {t.withdraw}
              </Button>
            ) : (
              declared.includes(key) && (
                <Button
                  variant="primary"
                  size="sm"
                  isPending={give.isPending && give.variables?.purposes?.includes(key) === true}
                  pendingLabel={t.saving}
                  onPress={() =>
                    void run(
                      () =>
                        give.mutateAsync({
                          noticeVersion: notice.version,
                          financialData: true,
                          purposes: [...inForce.filter((k) => declared.includes(k)), key],
                        }),
                      t.given,
                    )
                  }
                  aria-label={`${t.give}: ${purposeText(notice, key)}`}
                >
                  {t.give}
                </Button>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}

function History({ notice, history }: { notice: PrivacyNotice; history: ConsentEntry[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-navy-900">{t.historyTitle}</h3>
      <ul className="flex flex-col gap-2 text-sm">
        {history.map((entry) => (
          <li key={`${entry.kind}-${entry.at}`} className="rounded-lg bg-slate-50 p-3">
            <p className="font-semibold text-slate-900">{entryText(notice, entry)}</p>
            <p className="text-slate-600">
              {formatDateTime(entry.at)} · {t.historyVersion} {entry.noticeVersion}
              {entry.kind === 'given' && ` · ${consentChannelLabels[entry.channel]}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Mi Perfil's 'Consentimientos y aviso de privacidad', for clients and agents: the notice accepted and
 * when, the voluntary purposes (withdrawn or given again here), and the history. The express consent is not
 * withdrawn here: that ends the service, so it goes through an ARCO cancellation or opposition request.
 */
export function PrivacyConsentsSection({ user }: { user: SessionUser }) {
  const asked = user.role === 'client' || user.role === 'agent';
  const consents = useMyConsents(asked ? user.id : '');
  const notice = usePrivacyNotice();
  if (!asked) return null;
  let body: ReactNode;
  if (consents.data && notice.data) {
    const { inForce, history } = consents.data;
    body = (
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">
          {inForce ? t.inForce(inForce.noticeVersion, formatDate(inForce.givenAt)) : t.none}
        </p>
        {inForce && (
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-navy-900">{t.financialTitle}</h3>
            <p className="flex items-center gap-2 text-slate-900">
              <Icon name="check" className="size-4 text-teal-700" /> {t.financialGiven}
            </p>
            <p className="text-sm text-slate-600">{t.financialNote}</p>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-navy-900">{t.voluntaryTitle}</h3>
          <Purposes user={user} notice={notice.data} consents={consents.data} />
        </div>
        {history.length > 0 && <History notice={notice.data} history={history} />}
        <Link
          to="/aviso-de-privacidad"
          className="inline-flex items-center gap-1 self-start font-semibold text-teal-800 underline hover:text-teal-900"
        >
          <Icon name="document" className="size-4" /> {t.readNotice}
        </Link>
      </div>
    );
  } else if (consents.isError || notice.isError) {
    const failed = consents.isError ? consents : notice;
    body = <QueryErrorState failure={describeFailure(failed.error)} onRetry={failed.refetch} home="/" />;
  } else body = <ListLoading>{t.title}</ListLoading>;
  return (
    <Card title={t.title} icon="eye" headingId="privacy-consents-title">
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      {body}
    </Card>
  );
}
