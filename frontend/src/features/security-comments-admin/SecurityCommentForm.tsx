import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSecurityComment,
  caseErrors,
  securityCategoryLabels,
  securityCommentUpdateSchema,
  staffToasts,
} from '@portal/contracts';
import { securityCommentsAdminTexts as texts } from '@portal/copy';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, userMessage } from '../../api/errors';
import { useAttemptKey } from '../../lib/attempt-key';
import { Button, Dialog, Icon, showToast } from '../../ui';
import { useCreateSecurityComment } from './api/create-security-comment';
import { useUpdateSecurityComment } from './api/update-security-comment';
import { CommentFields, type FormInput, type FormOutput, showWriteFailure } from './CommentFields';

/** A new comment: active and public, as the spec's defaults say. */
const emptyComment: FormInput = {
  title: '',
  content: '',
  category: 'general',
  priority: 'medium',
  isActive: true,
  isPublic: true,
};

function valuesOf(comment: AdminSecurityComment): FormInput {
  return {
    title: comment.title,
    content: comment.content,
    category: comment.category,
    priority: comment.priority,
    isActive: comment.isActive,
    isPublic: comment.isPublic,
  };
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(securityCommentUpdateSchema),
    defaultValues: emptyComment,
    mode: 'onTouched',
  });
  const create = useCreateSecurityComment();
  /** One Idempotency-Key per content: sending the same again (after a lost answer) reuses it. */
  const attempt = useAttemptKey();

  const onSubmit = form.handleSubmit(async (input) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync({ input, key: attempt.keyFor(input) });
      attempt.succeeded();
      showToast({ ...staffToasts.securityCommentCreated, tone: 'success' });
      onDone();
    } catch (error) {
      showWriteFailure(error, form, staffToasts.securityCommentCreateFailure);
    }
  });

  return (
    <CommentFields
      form={form}
      submitLabel={texts.create}
      pendingLabel={texts.creating}
      isPending={create.isPending}
      onCancel={onDone}
      onSubmit={onSubmit}
    />
  );
}

/** What the edit dialog learned from 'Recargar': the current version, or that it is gone. */
export type ReloadResult =
  | { kind: 'found'; comment: AdminSecurityComment }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

function EditForm({
  comment,
  onReload,
  onDone,
}: {
  comment: AdminSecurityComment;
  onReload: (id: string) => Promise<ReloadResult>;
  onDone: () => void;
}) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(securityCommentUpdateSchema),
    defaultValues: valuesOf(comment),
    mode: 'onTouched',
  });
  const update = useUpdateSecurityComment();
  /** The revision the admin's edit is based on (If-Match): the row's, then the one 'Recargar' read. */
  const [revision, setRevision] = useState(comment.revision);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState<AdminSecurityComment | null>(null);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [reloading, setReloading] = useState(false);

  const onSubmit = form.handleSubmit(async (input) => {
    if (update.isPending || gone) return;
    setReloaded(null);
    try {
      await update.mutateAsync({ id: comment.id, revision, input });
      showToast({ ...staffToasts.securityCommentUpdated, tone: 'success' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Nothing was saved; what the admin typed stays in the form until they reload and save again.
        setConflict(userMessage(error, caseErrors.staleSecurityComment));
        return;
      }
      showWriteFailure(error, form, staffToasts.securityCommentUpdateFailure);
    }
  });

  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      const result = await onReload(comment.id);
      if (result.kind === 'found') {
        setRevision(result.comment.revision);
        setReloaded(result.comment);
        setConflict(null);
        // The fields the admin did not touch take the current version's values (a colleague's deactivation or
        // a move to private stays); what they changed stays as they typed it.
        form.reset(valuesOf(result.comment), { keepDirtyValues: true });
      } else if (result.kind === 'gone') {
        setGone(true);
        setConflict(null);
      } else {
        setReloadError(result.message);
      }
    } finally {
      setReloading(false);
    }
  };

  let notice: ReactNode = null;
  if (gone) {
    notice = (
      <div
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-950"
      >
        <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
        <p>{texts.deletedMeanwhile}</p>
      </div>
    );
  } else if (conflict) {
    notice = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
      >
        <p className="flex items-start gap-2">
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          <span>{conflict}</span>
        </p>
        {reloadError && <p className="text-sm">{reloadError}</p>}
        <Button
          variant="secondary"
          size="sm"
          onPress={() => void reload()}
          isPending={reloading}
          pendingLabel={texts.reloading}
        >
          <Icon name="refresh" className="size-4" /> {texts.reload}
        </Button>
      </div>
    );
  } else if (reloaded) {
    notice = (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-lg border border-teal-200 bg-teal-50 p-3 text-teal-950"
      >
        <p className="flex items-start gap-2">
          <Icon name="info" className="mt-0.5 size-5 shrink-0" />
          <span>{texts.reloaded}</span>
        </p>
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">{texts.currentVersion}</p>
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-medium">{texts.fields.title}</dt>
            <dd className="break-words">{reloaded.title}</dd>
            <dt className="font-medium">{texts.fields.content}</dt>
            <dd className="break-words whitespace-pre-line">{reloaded.content}</dd>
            <dt className="font-medium">{texts.fields.category}</dt>
            <dd>{securityCategoryLabels[reloaded.category]}</dd>
            <dt className="font-medium">{texts.fields.priority}</dt>
            <dd>{texts.priorityOptions[reloaded.priority]}</dd>
            <dt className="font-medium">{texts.fields.isActive}</dt>
            <dd>{reloaded.isActive ? texts.active : texts.inactive}</dd>
            <dt className="font-medium">{texts.fields.isPublic}</dt>
            <dd>{reloaded.isPublic ? texts.public : texts.private}</dd>
          </dl>
        </div>
      </div>
    );
  }

  return (
    <CommentFields
      form={form}
      submitLabel={texts.save}
      pendingLabel={texts.saving}
      isPending={update.isPending}
      isSubmitDisabled={gone}
      onCancel={onDone}
      onSubmit={onSubmit}
      notice={notice}
    />
  );
}

/** 'Nuevo comentario': a dialog with the empty form (active and public by default). */
export function CreateSecurityCommentDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog title={texts.createTitle} isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <CreateForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/**
 * The edit dialog of one comment: the same fields (the author stays), sent with If-Match of the row's revision.
 * A 409 shows the server's message in the dialog with 'Recargar'; what was typed stays.
 */
export function EditSecurityCommentDialog({
  comment,
  onClose,
  onReload,
}: {
  comment: AdminSecurityComment | null;
  onClose: () => void;
  onReload: (id: string) => Promise<ReloadResult>;
}) {
  return (
    <Dialog
      title={texts.editTitle}
      isOpen={comment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
    >
      {comment && <EditForm key={comment.id} comment={comment} onReload={onReload} onDone={onClose} />}
    </Dialog>
  );
}
