import { type CaseFile, type RouteName, staffToasts } from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useState } from 'react';
import { ApiError } from '../../api/errors';
import { describeFailure, type Failure } from '../../api/failure';
import { useCaseFile } from '../../api/get-case-file';
import { PageShell } from '../../components/PageShell';
import { QueryErrorState } from '../../components/QueryErrorState';
import { StaffHeader } from '../../components/StaffHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { mayCall } from '../../session/permissions';
import { useSessionUser } from '../../session/session';
import { Button, Icon } from '../../ui';
import { CaseDocumentsSection } from './CaseDocumentsSection';
import { CaseHeader } from './CaseHeader';
import { ClientContactCard, FraudDetailsCard, RecoveryAmountsCard } from './CaseInfoCards';
import { CommentsSection } from './CommentsSection';
import { DocumentsSection } from './DocumentsSection';
import { LegalHoldSection } from './LegalHoldSection';
import { PhasesSection } from './PhasesSection';
import { PlanForm } from './PlanForm';
import { TimelineSection } from './TimelineSection';
import { ConflictReporter } from './write-failure';

/** A failed read of the case: a colleague's case and an unknown one get their own words. */
function caseFailure(error: unknown): Failure {
  const failure = describeFailure(error, {
    title: staffCaseTexts.notFoundTitle,
    message: staffCaseTexts.notFoundBody,
  });
  if (failure.kind === 'forbidden' && error instanceof ApiError && error.code === 'case_not_assigned') {
    return { ...failure, title: staffCaseTexts.notYourCaseTitle, message: staffCaseTexts.notYourCaseBody };
  }
  return failure;
}

/**
 * A failed read that takes the case away even when it is on screen: the person may no longer see it (403: the
 * client was assigned to another agent) or it is gone (404). Other failures (5xx, no network) keep the case.
 */
function lostAccess(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * The staff case page (/casos/$caseNumber): the case read by its number, then everything staff do on it. Shows
 * exactly one of the case, its failure, or the loading skeleton; a case already on screen stays if a later read
 * fails, unless that read says it is no longer the person's or no longer there (403, 404). `notifications`:
 * the header's bell (the route puts it there).
 */
export function CaseFilePage({
  caseNumber,
  notifications,
}: {
  caseNumber: string;
  notifications?: ReactNode;
}) {
  const query = useCaseFile(caseNumber);
  const failure = query.isError && (!query.data || lostAccess(query.error)) ? caseFailure(query.error) : null;
  useDocumentTitle(
    failure ? failure.title : query.data ? staffCaseTexts.pageTitle(query.data.caseNumber) : undefined,
  );

  let body: ReactNode;
  if (failure) body = <QueryErrorState failure={failure} onRetry={query.refetch} />;
  else if (query.data)
    body = <CaseFileView data={query.data} caseNumber={caseNumber} reload={query.refetch} />;
  else body = <CaseFileSkeleton />;

  return <PageShell header={<StaffHeader notifications={notifications} />}>{body}</PageShell>;
}

/** Every write of this page: a role that may call none of them reads the case only. */
const caseWrites: readonly RouteName[] = [
  'updateCasePhase',
  'addCaseMilestone',
  'addCaseComment',
  'updateCasePlan',
  'addRequiredDocument',
  'removeRequiredDocument',
  'reviewDocument',
  'linkDocumentToRequirement',
  'placeLegalHold',
  'liftLegalHold',
];

/** For a role that reads cases only (compliance): says so, and leads to the case's full history. */
function ReadOnlyNote({ caseId }: { caseId: string }) {
  const role = useSessionUser()?.role;
  if (!role || caseWrites.some((name) => mayCall(role, name))) return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Icon name="eye" className="mt-0.5 size-5 shrink-0 text-slate-600" />
        {staffCaseTexts.readOnly.note}
      </p>
      <Link
        to="/cumplimiento"
        search={{ caso: caseId }}
        className="shrink-0 font-semibold text-navy-800 underline underline-offset-4 outline-hidden hover:text-navy-950 focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-teal-600"
      >
        {staffCaseTexts.readOnly.history}
      </Link>
    </div>
  );
}

type ConflictState = { kind: 'stale'; message: string } | { kind: 'reloaded' } | null;

function CaseFileView({
  data,
  caseNumber,
  reload,
}: {
  data: CaseFile;
  caseNumber: string;
  reload: () => Promise<{ isError: boolean }>;
}) {
  const [conflict, setConflict] = useState<ConflictState>(null);
  const [reloading, setReloading] = useState(false);
  const onConflict = useCallback((message: string) => setConflict({ kind: 'stale', message }), []);

  const onReload = async () => {
    setReloading(true);
    try {
      const result = await reload();
      if (!result.isError) setConflict({ kind: 'reloaded' });
    } finally {
      setReloading(false);
    }
  };

  return (
    <ConflictReporter onConflict={onConflict}>
      <div className="flex flex-col gap-6">
        {conflict && (
          <ConflictBanner
            state={conflict}
            reloading={reloading}
            onReload={onReload}
            onDismiss={() => setConflict(null)}
          />
        )}
        <CaseHeader data={data} />
        <LegalHoldSection data={data} caseNumber={caseNumber} />
        <ReadOnlyNote caseId={data.caseId} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <PhasesSection data={data} caseNumber={caseNumber} />
            <TimelineSection data={data} caseNumber={caseNumber} />
            <CommentsSection data={data} caseNumber={caseNumber} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ClientContactCard client={data.client} />
            <PlanForm data={data} caseNumber={caseNumber} />
            <CaseDocumentsSection data={data} caseNumber={caseNumber} />
            <DocumentsSection data={data} caseNumber={caseNumber} />
            <RecoveryAmountsCard recovery={data.recovery} />
            <FraudDetailsCard fraud={data.fraudCase} />
          </div>
        </div>
      </div>
    </ConflictReporter>
  );
}

/**
 * A write found the case changed (409): the server's message and 'Recargar', which reads the case again. The
 * forms keep what the person typed; after the reload the banner says so. It stays at the top of the screen
 * while the person scrolls, so it is seen from any section.
 */
function ConflictBanner({
  state,
  reloading,
  onReload,
  onDismiss,
}: {
  state: NonNullable<ConflictState>;
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}) {
  const t = staffCaseTexts.conflict;
  if (state.kind === 'reloaded') {
    return (
      <div
        role="status"
        className="flex flex-wrap items-start gap-3 rounded-xl border border-teal-300 bg-teal-50 p-4 text-teal-950"
      >
        <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
        <p className="min-w-0 flex-1">{t.reloaded}</p>
        <Button variant="ghost" size="sm" onPress={onDismiss} aria-label={t.dismiss}>
          <Icon name="close" className="size-4" />
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="sticky top-2 z-30 flex flex-col gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 shadow-md sm:flex-row sm:items-center"
    >
      <Icon name="alert" className="hidden size-6 shrink-0 text-amber-700 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{staffToasts.conflict.title}</p>
        <p>{state.message}</p>
      </div>
      <Button variant="primary" onPress={onReload} isPending={reloading} pendingLabel={t.reloading}>
        <Icon name="refresh" /> {t.reload}
      </Button>
    </div>
  );
}

/** While the case loads: the page's shape in grey blocks, and the loading text for screen readers. */
function CaseFileSkeleton() {
  const block = 'animate-pulse rounded-xl bg-slate-200/80';
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{staffCaseTexts.loading}</span>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <div className={`${block} h-5 w-40`} />
        <div className={`${block} h-40 bg-navy-100`} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-6">
            <div className={`${block} h-72`} />
            <div className={`${block} h-48`} />
          </div>
          <div className="flex flex-col gap-6">
            <div className={`${block} h-56`} />
            <div className={`${block} h-40`} />
          </div>
        </div>
      </div>
    </div>
  );
}
