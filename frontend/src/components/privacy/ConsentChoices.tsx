import type { PrivacyNotice } from '@portal/contracts';
import { consentTexts as t } from '@portal/copy';
import { type Ref, useId } from 'react';
import { cx, Icon } from '../../ui';
import { fieldStyles } from '../../ui/field-styles';

/** The person's two choices: the express consent (never ticked beforehand) and each voluntary purpose. */
export interface ConsentValue {
  financialData: boolean;
  purposes: readonly string[];
}

export interface ConsentErrors {
  financialData?: string | undefined;
  purposes?: string | undefined;
  noticeVersion?: string | undefined;
}

/** Where the short notice is shown: it says what that form's data is for. */
export type ConsentPlace = 'registration' | 'agentApplication' | 'renewal';

/** The short notice: who is responsible (or that the firm has not published its notice), what for, the link. */
export function ShortNotice({ notice, place }: { notice: PrivacyNotice; place: ConsentPlace }) {
  return (
    <div className="flex flex-col gap-2 text-slate-700">
      <p>{place === 'agentApplication' ? t.shortAgentApplication : t.shortRegistration}</p>
      <p>{notice.responsible ? t.shortResponsible(notice.responsible.legalName) : t.shortNotPublished}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {/* A new tab: the form (or the page behind the renewal) keeps what was typed. */}
        <a
          href="/aviso-de-privacidad"
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-semibold text-teal-800 underline hover:text-teal-900"
        >
          <Icon name="document" className="size-4" /> {t.readNotice}
        </a>
        <span className="text-slate-600">{t.noticeVersion(notice.version)}</span>
      </p>
    </div>
  );
}

/**
 * The two separate choices where data is collected and when a new notice asks again: the express
 * consent to the processing of financial and patrimonial data (required; unticked until the person ticks it) and
 * one optional box per voluntary purpose the firm declares. Controlled: the form keeps the value.
 */
export function ConsentChoices({
  notice,
  value,
  onChange,
  errors = {},
  financialRef,
}: {
  notice: PrivacyNotice;
  value: ConsentValue;
  onChange: (value: ConsentValue) => void;
  errors?: ConsentErrors;
  /** The express consent's box, which a refused send focuses. */
  financialRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const financialError = errors.financialData ?? errors.noticeVersion;
  const toggle = (key: string, checked: boolean) =>
    onChange({
      ...value,
      purposes: checked
        ? [...value.purposes.filter((p) => p !== key), key]
        : value.purposes.filter((p) => p !== key),
    });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label
          className={cx(
            'flex cursor-pointer items-start gap-3 rounded-lg border bg-slate-50 p-3 font-semibold text-navy-900',
            financialError ? 'border-red-600' : 'border-slate-200',
          )}
        >
          <input
            ref={financialRef}
            type="checkbox"
            name="privacy.financialData"
            checked={value.financialData}
            onChange={(e) => onChange({ ...value, financialData: e.target.checked })}
            aria-invalid={financialError ? true : undefined}
            aria-describedby={financialError ? `${id}-financial-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-teal-700"
          />
          {t.financialData}
        </label>
        {financialError && (
          <p id={`${id}-financial-error`} className={fieldStyles.error}>
            {financialError}
          </p>
        )}
      </div>
      {notice.voluntaryPurposes.length > 0 && (
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-purposes-hint`}>
          <legend className="font-semibold text-navy-900">{t.voluntaryTitle}</legend>
          <p id={`${id}-purposes-hint`} className={fieldStyles.description}>
            {t.voluntaryHint}
          </p>
          {notice.voluntaryPurposes.map((purpose) => (
            <label
              key={purpose.key}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-slate-800"
            >
              <input
                type="checkbox"
                name={`privacy.purposes.${purpose.key}`}
                checked={value.purposes.includes(purpose.key)}
                onChange={(e) => toggle(purpose.key, e.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-teal-700"
              />
              {purpose.text}
            </label>
          ))}
          {errors.purposes && <p className={fieldStyles.error}>{errors.purposes}</p>}
        </fieldset>
      )}
    </div>
  );
}
