import type { PrivacyNotice } from '@portal/contracts';
import { consentTexts as t } from '@portal/copy';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userMessage } from '../../api/errors';
import { Button, Icon } from '../../ui';
import { type ConsentErrors, type ConsentPlace, ShortNotice } from './ConsentChoices';

/**
 * The notice's part of a form that collects data: loading, the failure with 'Reintentar' (without the notice's
 * version nothing can be sent), or the short notice and the choices `children` draws with the notice read.
 */
export function ConsentSection({
  query,
  place,
  children,
}: {
  query: UseQueryResult<PrivacyNotice>;
  place: ConsentPlace;
  children: (notice: PrivacyNotice) => ReactNode;
}) {
  if (query.data)
    return (
      <div className="flex flex-col gap-4">
        <ShortNotice notice={query.data} place={place} />
        {children(query.data)}
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-red-800">
        <p className="flex items-start gap-2">
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          {t.noticeFailed} {userMessage(query.error, '')}
        </p>
        <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  return <p className="text-slate-600">{t.noticeLoading}</p>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const messageOf = (error: unknown) =>
  isObject(error) && typeof error.message === 'string' ? error.message : undefined;

/** The form's errors of its `privacy` part (zod's, or the server's field errors set on the form). */
export function consentErrorsOf(errors: unknown): ConsentErrors {
  if (!isObject(errors)) return {};
  return {
    // A refusal of the whole part (no `privacy` sent) is the express consent's.
    financialData: messageOf(errors.financialData) ?? messageOf(errors),
    purposes: messageOf(errors.purposes),
    noticeVersion: messageOf(errors.noticeVersion),
  };
}
