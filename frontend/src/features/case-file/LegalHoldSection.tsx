import { zodResolver } from '@hookform/resolvers/zod';
import { type CaseFile, legalHoldInputSchema, legalHoldTexts as t } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { fieldErrorsOn } from '../../lib/field-errors';
import { formatDate } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import { Button, Dialog, FormTextArea, Icon, showToast } from '../../ui';
import { useLiftLegalHold } from './api/lift-legal-hold';
import { usePlaceLegalHold } from './api/place-legal-hold';

type HoldForm = z.input<typeof legalHoldInputSchema>;
type HoldBody = z.output<typeof legalHoldInputSchema>;

const failed = (error: unknown) =>
  showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });

/** The reason of a new hold, in a dialog (PUT /api/fraud-cases/:id/legal-hold). */
function PlaceHoldDialog({
  data,
  caseNumber,
  onClose,
}: {
  data: CaseFile;
  caseNumber: string;
  onClose: () => void;
}) {
  const place = usePlaceLegalHold(caseNumber);
  const form = useForm<HoldForm, unknown, HoldBody>({
    resolver: zodResolver(legalHoldInputSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (place.isPending) return;
    try {
      await place.mutateAsync({ caseId: data.caseId, body });
      showToast({ ...t.placed, tone: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) fieldErrorsOn(form, ['reason'])(error.fieldErrors);
      failed(error);
    }
  });
  return (
    <Dialog title={t.placeTitle} isOpen onOpenChange={(open) => !open && onClose()}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm">{t.placeIntro}</p>
        <FormTextArea control={form.control} name="reason" label={t.reason} rows={3} isRequired />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onPress={onClose} isDisabled={place.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={place.isPending} pendingLabel={t.placing}>
            {t.confirmPlace}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Lifting a hold, confirmed first (DELETE /api/fraud-cases/:id/legal-hold). */
function LiftHoldDialog({
  data,
  caseNumber,
  onClose,
}: {
  data: CaseFile;
  caseNumber: string;
  onClose: () => void;
}) {
  const lift = useLiftLegalHold(caseNumber);
  const onLift = async () => {
    if (lift.isPending) return;
    try {
      await lift.mutateAsync(data.caseId);
      showToast({ ...t.lifted, tone: 'success' });
      onClose();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Dialog
      title={t.liftTitle}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={() => (
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={lift.isPending}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            onPress={() => void onLift()}
            isPending={lift.isPending}
            pendingLabel={t.lifting}
          >
            {t.confirmLift}
          </Button>
        </>
      )}
    >
      <p>{t.liftBody}</p>
    </Dialog>
  );
}

/**
 * 'Retención legal' on the staff case page: a case under hold shows it to every staff role, as a
 * banner with its reason and since when; administrators place a hold (with a reason) and lift it.
 */
export function LegalHoldSection({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const mayPlace = useMayCall('placeLegalHold');
  const mayLift = useMayCall('liftLegalHold');
  const [dialog, setDialog] = useState<'place' | 'lift' | null>(null);
  const hold = data.legalHold;
  if (!hold && !mayPlace) return null;
  return (
    <section
      aria-label={t.title}
      className={
        hold
          ? 'flex flex-col gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-start sm:justify-between'
          : 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 sm:flex-row sm:items-center sm:justify-between'
      }
    >
      {hold ? (
        <div className="flex min-w-0 items-start gap-3">
          <Icon name="scale" className="mt-0.5 size-6 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <p className="font-semibold">{t.banner}</p>
            <p className="text-sm">{t.since(formatDate(hold.placedAt))}</p>
            <p className="mt-1 break-words whitespace-pre-line">
              <span className="font-semibold">{t.reasonLabel}:</span> {hold.reason}
            </p>
            <p className="mt-1 text-sm">{t.effect}</p>
          </div>
        </div>
      ) : (
        <p className="flex items-start gap-2 text-sm">
          <Icon name="scale" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <span>
            <span className="font-semibold">{t.title}.</span> {t.none}
          </span>
        </p>
      )}
      {hold
        ? mayLift && (
            <Button variant="secondary" size="sm" className="shrink-0" onPress={() => setDialog('lift')}>
              {t.lift}
            </Button>
          )
        : mayPlace && (
            <Button variant="secondary" size="sm" className="shrink-0" onPress={() => setDialog('place')}>
              {t.place}
            </Button>
          )}
      {dialog === 'place' && (
        <PlaceHoldDialog data={data} caseNumber={caseNumber} onClose={() => setDialog(null)} />
      )}
      {dialog === 'lift' && (
        <LiftHoldDialog data={data} caseNumber={caseNumber} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
