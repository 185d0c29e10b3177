import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminNews,
  indicatorInputSchema,
  newsInputSchema,
  newsStatuses,
  contentAdminTexts as t,
} from '@portal/contracts';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { useAttemptKey } from '../../lib/attempt-key';
import { fieldErrorsOn } from '../../lib/field-errors';
import { todayIso } from '../../lib/format';
import {
  Button,
  Dialog,
  FormDateInput,
  FormSelect,
  FormTextArea,
  FormTextField,
  optionsOf,
  showToast,
} from '../../ui';
import { useCreateIndicator } from './api/create-indicator';
import { useCreateNews } from './api/create-news';
import { useUpdateIndicator } from './api/update-indicator';
import { useUpdateNews } from './api/update-news';
import { uploadNewsImage } from './api/upload-news-image';

type IndicatorForm = z.input<typeof indicatorInputSchema>;
type IndicatorValues = z.output<typeof indicatorInputSchema>;
type NewsForm = z.input<typeof newsInputSchema>;
type NewsValues = z.output<typeof newsInputSchema>;

/** A refused save: the server's field errors on the fields, and what happened in a notice. */
function showSaveFailure<T extends FieldValues, O extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, O>,
  fields: readonly Path<T>[],
) {
  if (error instanceof ApiError) fieldErrorsOn(form, fields)(error.fieldErrors);
  showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
}

/** The two writes a dialog saves with: a new item, or an edit of one at the revision it was read at. */
interface SaveWrites<I> {
  create: { mutateAsync: (save: { input: I; key: string }) => Promise<unknown> };
  update: { mutateAsync: (save: { id: string; revision: number; input: I }) => Promise<unknown> };
}

/**
 * Saves a dialog's values: a new item with the Idempotency-Key of this attempt (the same when the admin sends the
 * same again after a failure), an edit with the revision it was read at; closes on success.
 */
function useSubmitSave<I>(
  { create, update }: SaveWrites<I>,
  existing: { id: string; revision: number } | null,
  onClose: () => void,
) {
  const attempt = useAttemptKey();
  return async (input: I, onFailure: (error: unknown) => void) => {
    try {
      await (existing
        ? update.mutateAsync({ id: existing.id, revision: existing.revision, input })
        : create.mutateAsync({ input, key: attempt.keyFor(input) }));
      attempt.succeeded();
      showToast({ title: t.saved, tone: 'success' });
      onClose();
    } catch (error) {
      onFailure(error);
    }
  };
}

export interface EditedIndicator {
  id: string;
  name: string;
  value: string;
  date: string;
  revision: number;
}

/** Create (no `indicator`) or edit an indicator in a dialog. */
export function IndicatorDialog({
  indicator,
  onClose,
}: {
  indicator: EditedIndicator | null | 'new';
  onClose: () => void;
}) {
  const existing = indicator === 'new' ? null : indicator;
  const defaults: IndicatorForm = existing
    ? { name: existing.name, value: existing.value, date: existing.date }
    : { name: '', value: '', date: todayIso() };
  const form = useForm<IndicatorForm, unknown, IndicatorValues>({
    resolver: zodResolver(indicatorInputSchema),
    values: defaults,
  });
  const create = useCreateIndicator();
  const update = useUpdateIndicator();
  const saving = create.isPending || update.isPending;
  const submit = useSubmitSave({ create, update }, existing, onClose);
  const onSubmit = form.handleSubmit((values) =>
    submit(values, (e) => showSaveFailure(e, form, ['name', 'value', 'date'])),
  );
  return (
    <Dialog
      title={existing ? `${t.edit}: ${existing.name}` : t.newIndicator}
      isOpen={indicator !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormTextField control={form.control} name="name" label={t.name} isRequired />
        <FormTextField control={form.control} name="value" label={t.value} isRequired />
        <FormDateInput control={form.control} name="date" label={t.date} isRequired />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={t.saving}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const statusOptions = optionsOf(newsStatuses, t.statusLabels);

/** Create or edit a news article in a dialog, its image uploaded first through the blob store. */
export function NewsDialog({ article, onClose }: { article: AdminNews | null | 'new'; onClose: () => void }) {
  const existing = article === 'new' ? null : article;
  const defaults: NewsForm = existing
    ? {
        title: existing.title,
        excerpt: existing.excerpt,
        body: existing.body,
        image: existing.image,
        status: existing.status,
        publishDate: existing.publishDate,
      }
    : { title: '', excerpt: '', body: '', image: null, status: 'draft', publishDate: todayIso() };
  const form = useForm<NewsForm, unknown, NewsValues>({
    resolver: zodResolver(newsInputSchema),
    values: defaults,
  });
  const create = useCreateNews();
  const update = useUpdateNews();
  const saving = create.isPending || update.isPending;
  const submit = useSubmitSave({ create, update }, existing, onClose);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const image = form.watch('image');

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setImageError(null);
    try {
      form.setValue('image', await uploadNewsImage(file), { shouldDirty: true });
    } catch (error) {
      setImageError(userMessage(error, t.failed));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    submit(values, (e) => showSaveFailure(e, form, ['title', 'excerpt', 'body', 'status', 'publishDate'])),
  );

  return (
    <Dialog
      title={existing ? `${t.edit}: ${existing.title}` : t.newArticle}
      isOpen={article !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormTextField control={form.control} name="title" label={t.articleTitle} isRequired />
        <FormTextArea control={form.control} name="excerpt" label={t.excerpt} isRequired />
        <FormTextArea control={form.control} name="body" label={t.body} />
        <div className="flex flex-col gap-2">
          <label htmlFor="news-image" className="text-sm font-semibold text-slate-800">
            {t.image}
          </label>
          <input
            id="news-image"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby="news-image-hint"
            onChange={(e) => void pickImage(e.target.files?.[0])}
            className="text-sm"
          />
          <p id="news-image-hint" className="text-sm text-slate-600">
            {uploading ? t.uploadingImage : t.imageHint}
          </p>
          {imageError && (
            <p role="alert" className="text-sm text-red-700">
              {imageError}
            </p>
          )}
          {image && (
            <div className="flex items-center gap-3">
              <img
                src={`/api/news-images/${image.sha256}`}
                alt=""
                className="h-16 w-24 rounded object-cover"
              />
              <Button
                variant="ghost"
                size="sm"
                onPress={() => form.setValue('image', null, { shouldDirty: true })}
              >
                {t.removeImage}
              </Button>
            </div>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            control={form.control}
            name="status"
            label={t.status}
            options={statusOptions}
            isRequired
          />
          <FormDateInput control={form.control} name="publishDate" label={t.publishDate} isRequired />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={saving || uploading} pendingLabel={t.saving}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
