import {
  securityCategories,
  securityCategoryLabels,
  type securityCommentUpdateSchema,
  securityPriorities,
} from '@portal/contracts';
import { securityCommentsAdminTexts as texts } from '@portal/copy';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldPath, UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { fieldErrorsOn } from '../../lib/field-errors';
import { Button, FormSelect, FormSwitch, FormTextArea, FormTextField, optionsOf, showToast } from '../../ui';

/* The form of a security comment, shared by the create and the edit dialogs: its fields, buttons and failures. */

export type FormInput = z.input<typeof securityCommentUpdateSchema>;
export type FormOutput = z.output<typeof securityCommentUpdateSchema>;

const CONTENT_MAX = 5000;
const fieldNames: FieldPath<FormInput>[] = [
  'title',
  'content',
  'category',
  'priority',
  'isActive',
  'isPublic',
];
const options = {
  category: optionsOf(securityCategories, securityCategoryLabels),
  priority: optionsOf(securityPriorities, texts.priorityOptions),
};

/**
 * A failed create or save: the server's field errors on the form's fields (the first one focused) and the
 * `failure` toast with the server's message.
 */
export function showWriteFailure(
  error: unknown,
  form: UseFormReturn<FormInput, unknown, FormOutput>,
  failure: { title: string; description: string },
) {
  if (error instanceof ApiError) fieldErrorsOn(form, fieldNames)(error.fieldErrors);
  showToast({ title: failure.title, description: userMessage(error, failure.description), tone: 'error' });
}

/** The fields of a security comment and the dialog's buttons. */
export function CommentFields({
  form,
  submitLabel,
  pendingLabel,
  isPending,
  isSubmitDisabled,
  onCancel,
  onSubmit,
  notice,
}: {
  form: ReturnType<typeof useForm<FormInput, unknown, FormOutput>>;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  isSubmitDisabled?: boolean;
  onCancel: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  notice?: ReactNode;
}) {
  const { control } = form;
  const contentLength = (form.watch('content') ?? '').trim().length;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {notice}
      <FormTextField
        control={control}
        name="title"
        label={texts.fields.title}
        isRequired
        autoComplete="off"
      />
      <FormTextArea
        control={control}
        name="content"
        label={texts.fields.content}
        isRequired
        rows={5}
        counter={`${contentLength}/${CONTENT_MAX}`}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect
          control={control}
          name="category"
          label={texts.fields.category}
          options={options.category}
          isRequired
        />
        <FormSelect
          control={control}
          name="priority"
          label={texts.fields.priority}
          options={options.priority}
          isRequired
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSwitch
          control={control}
          name="isActive"
          label={texts.fields.isActive}
          description={texts.hints.isActive}
        />
        <FormSwitch
          control={control}
          name="isPublic"
          label={texts.fields.isPublic}
          description={texts.hints.isPublic}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <Button variant="secondary" onPress={onCancel}>
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          variant="primary"
          isPending={isPending}
          pendingLabel={pendingLabel}
          isDisabled={isSubmitDisabled}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
