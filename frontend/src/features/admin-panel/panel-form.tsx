import { adminPanelTexts as t } from '@portal/copy';
import type { FormEvent, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/errors';
import { showFailureToast } from '../../components/failure-toast';
import { fieldErrorsOn } from '../../lib/field-errors';
import { Button, Dialog } from '../../ui';

/** A refused write: the server's field errors on their fields, and the spec's destructive notice. */
export function failWith<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly FieldPath<T>[],
  failure: { title: string; description: string },
) {
  return (error: unknown) => {
    if (error instanceof ApiError) fieldErrorsOn(form, fields)(error.fieldErrors);
    showFailureToast(error, failure);
  };
}

/** A form in a dialog: its fields, then Cancelar and the submit button (disabled while saving). */
export function DialogForm({
  title,
  isOpen,
  onOpenChange,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel = t.saving,
  children,
  size,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  children: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size={size}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" isDisabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A label and its value, in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  );
}

export const factsClass = 'grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm';
