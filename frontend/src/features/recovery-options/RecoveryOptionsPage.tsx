import {
  newestCaseEventsFirst,
  type PlanTerms,
  type RecoveryHome,
  recoveryPhaseKeys,
  recoveryPhaseLabels,
  type ServicePlanKey,
  servicePlanLabels,
  optionsTexts as t,
} from '@portal/contracts';
import { homeTexts, processTexts, screenTexts } from '@portal/copy';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type Key, useState } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { useOutcomes } from '../../api/get-outcomes';
import { plansQueryOptions, usePlans } from '../../api/get-plans';
import { recoveryHomeQueryKey, useRecoveryHome } from '../../api/get-recovery-home';
import { ListEmpty, ListError, ListLoading } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { UploadBox } from '../../components/upload/UploadBox';
import { formatDate } from '../../lib/format';
import { keyedByOccurrence } from '../../lib/keys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { AnchorButton, Button, Dialog, Icon, showToast, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { useChoosePlan } from './api/choose-plan';
import { PlanCard } from './PlanCard';
import { PlanTermsDialog } from './PlanTermsDialog';

type TabKey = keyof typeof t.tabs;
const isTabKey = (key: Key): key is TabKey => typeof key === 'string' && Object.hasOwn(t.tabs, key);

/** The plan shown selected: the one chosen now, else the client's confirmed one, else express (spec §2). */
function initialPlan(
  plans: readonly PlanTerms[],
  confirmed: ServicePlanKey | null | undefined,
): ServicePlanKey {
  if (confirmed && plans.some((p) => p.key === confirmed)) return confirmed;
  return (
    plans.find((p) => p.key === 'express')?.key ??
    plans.find((p) => p.recommended)?.key ??
    plans[0]?.key ??
    'express'
  );
}

function Timeline({ home, missing }: { home: RecoveryHome | undefined; missing: boolean }) {
  if (!home)
    return (
      <div className="flex flex-col gap-3">
        {missing && <p className="font-semibold text-slate-800">{homeTexts.noData}</p>}
        <p className="text-slate-700">{t.timelineSignedOut}</p>
        <ol className="flex flex-col gap-2">
          {recoveryPhaseKeys.map((key, i) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-3">
              <span className="font-semibold text-navy-900">
                {i + 1}. {recoveryPhaseLabels[key].name}
              </span>{' '}
              <span className="text-slate-600">({processTexts.phaseDurations[key]})</span>
            </li>
          ))}
        </ol>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-navy-900">{t.timelineTitle}</h2>
      <ol className="flex flex-col gap-2">
        {keyedByOccurrence(newestCaseEventsFirst(home.timeline), (e) => `${e.date}-${e.event}`).map(
          ({ key, item: entry }) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold text-navy-900">{entry.event}</p>
              <p className="text-sm text-slate-700">{entry.description}</p>
              <p className="text-xs text-slate-500">
                {formatDate(entry.date)} · {homeTexts.timelineTypes[entry.type]}
              </p>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}

function AgentTab({ home, signedInClient }: { home: RecoveryHome | undefined; signedInClient: boolean }) {
  if (!signedInClient || !home) return <p className="text-slate-700">{t.agentSignedOut}</p>;
  if (!home.assignedAgent) return <p className="text-slate-700">{t.agentPending}</p>;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-xl font-semibold text-navy-900">{t.agentTitle}</h2>
      <p className="text-lg font-semibold">{home.assignedAgent}</p>
      {home.agentContact && (
        <div className="flex flex-wrap gap-2">
          <AnchorButton href={`tel:${home.agentContact.phone}`} variant="accent" size="sm">
            <Icon name="phone" className="size-4" /> {t.agentPhone}: {home.agentContact.phone}
          </AnchorButton>
          <AnchorButton href={`mailto:${home.agentContact.email}`} variant="secondary" size="sm">
            <Icon name="mail" className="size-4" /> {t.agentEmail}: {home.agentContact.email}
          </AnchorButton>
        </div>
      )}
    </div>
  );
}

/**
 * /recovery-options (client-portal.md §2, §9): the four tabs, the firm's plans (configured; the spec's in demo
 * mode) with express selected first, the chosen plan's documents and the upload modal, the client's own
 * timeline and agent. A signed-in client confirms the plan (an event their agent sees).
 */
export function RecoveryOptionsPage() {
  useDocumentTitle(t.title);
  const user = useSessionUser();
  const isClient = user?.role === 'client';
  const plans = usePlans();
  const outcomes = useOutcomes();
  const home = useRecoveryHome(isClient ? user.id : undefined);
  const [tab, setTab] = useState<TabKey>('opciones');
  const [picked, setPicked] = useState<ServicePlanKey | null>(null);
  const [uploading, setUploading] = useState(false);
  const choose = useChoosePlan(user?.id ?? '');
  const queryClient = useQueryClient();
  const list = plans.data ?? [];
  const selected = picked ?? initialPlan(list, home.data?.servicePlan);
  const plan = list.find((p) => p.key === selected);

  const [reviewing, setReviewing] = useState(false);
  /** The client accepted the terms shown: the plan is confirmed with them (changed terms: 409, shown anew). */
  const accept = async (accepted: PlanTerms) => {
    try {
      await choose.mutateAsync(accepted);
      setReviewing(false);
      showToast({ ...t.planSaved, tone: 'success' });
    } catch (error) {
      showToast({ title: t.planFailed, description: userMessage(error, t.planFailed), tone: 'error' });
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: plansQueryOptions.queryKey });
    }
  };

  return (
    <PageShell>
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
          <p className="mt-2 text-lg text-slate-700">{t.intro}</p>
          {home.data?.servicePlan && (
            <p className="mt-2 font-semibold text-teal-800">
              {t.chosen(servicePlanLabels[home.data.servicePlan])}
            </p>
          )}
        </div>
        <Tabs selectedKey={tab} onSelectionChange={(key: Key) => isTabKey(key) && setTab(key)}>
          <TabList label={t.title}>
            {Object.entries(t.tabs).map(([key, label]) => (
              <Tab key={key} id={key}>
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="cronologia">
            <Timeline home={isClient ? home.data : undefined} missing={isClient && home.isError} />
          </TabPanel>
          <TabPanel id="opciones">
            {plans.isPending ? (
              <ListLoading>{t.loading}</ListLoading>
            ) : plans.isError ? (
              <ListError title={t.loadFailed} error={plans.error} onRetry={plans.refetch} />
            ) : list.length === 0 ? (
              <ListEmpty>{t.noPlans}</ListEmpty>
            ) : (
              <fieldset className="flex flex-col gap-5">
                <legend className="sr-only">{t.title}</legend>
                <div className="grid gap-4 lg:grid-cols-3">
                  {list.map((p) => (
                    <PlanCard
                      key={p.key}
                      plan={p}
                      outcome={outcomes.data?.byPlan[p.key]}
                      selected={p.key === selected}
                      onSelect={() => setPicked(p.key)}
                    />
                  ))}
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button variant="primary" onPress={() => setTab('documentos')}>
                    {t.continue} <Icon name="arrowRight" />
                  </Button>
                  {isClient && (
                    <Button variant="accent" onPress={() => setReviewing(true)} isDisabled={!plan}>
                      {t.confirm}
                    </Button>
                  )}
                </div>
              </fieldset>
            )}
          </TabPanel>
          <TabPanel id="documentos">
            {plan ? (
              <div className="flex flex-col gap-4">
                <h2 className="text-xl font-semibold text-navy-900">{t.documentsTitle(plan.title)}</h2>
                <ul className="flex flex-col gap-2">
                  {plan.documents.map((d) => (
                    <li key={d} className="flex gap-2 rounded-lg border border-slate-200 bg-white p-3">
                      <Icon name="document" className="size-5 shrink-0 text-navy-700" /> {d}
                    </li>
                  ))}
                </ul>
                <div>
                  <p className="text-sm font-semibold text-navy-900">{t.steps}</p>
                  <ol className="mt-1 list-inside list-decimal text-slate-700">
                    {plan.steps.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
                {isClient ? (
                  <div className="flex flex-wrap gap-3">
                    <Button variant="accent" onPress={() => setUploading(true)}>
                      <Icon name="upload" /> {t.upload}
                    </Button>
                  </div>
                ) : (
                  <p className="text-slate-700">
                    {t.signInToConfirm}{' '}
                    <Link to="/login" className="font-semibold text-teal-800 underline underline-offset-4">
                      {screenTexts.goToLogin}
                    </Link>
                  </p>
                )}
              </div>
            ) : (
              <ListEmpty>{t.noPlans}</ListEmpty>
            )}
          </TabPanel>
          <TabPanel id="agente">
            <AgentTab home={home.data} signedInClient={isClient} />
          </TabPanel>
        </Tabs>
      </div>
      {isClient && plan && (
        <PlanTermsDialog
          plan={plan}
          isOpen={reviewing}
          onOpenChange={setReviewing}
          onAccept={accept}
          isPending={choose.isPending}
        />
      )}
      {isClient && (
        <Dialog title={t.upload} isOpen={uploading} onOpenChange={setUploading} size="lg">
          <UploadBox
            surface="options"
            userId={user.id}
            headingLevel={3}
            batchToast={(sent) => t.uploadSuccess(sent)}
            onUploaded={() => queryClient.invalidateQueries({ queryKey: recoveryHomeQueryKey(user.id) })}
          />
        </Dialog>
      )}
    </PageShell>
  );
}
