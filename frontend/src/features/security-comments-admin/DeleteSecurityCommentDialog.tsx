import { type AdminSecurityComment, staffToasts } from '@portal/contracts';
import { securityCommentsAdminTexts as texts } from '@portal/copy';
import { userMessage } from '../../api/errors';
import { Button, Dialog, showToast } from '../../ui';
import { useDeleteSecurityComment } from './api/delete-security-comment';

/**
 * The spec's confirmation, '¿Eliminar comentario?', saying that it cannot be undone. Sent with If-Match of the
 * row's revision: a comment changed meanwhile is not deleted (the toast says why; the list is read again).
 */
export function DeleteSecurityCommentDialog({
  comment,
  onClose,
}: {
  comment: AdminSecurityComment | null;
  onClose: () => void;
}) {
  const remove = useDeleteSecurityComment();

  const confirm = async () => {
    if (!comment || remove.isPending) return;
    try {
      await remove.mutateAsync({ id: comment.id, revision: comment.revision });
      showToast({ ...staffToasts.securityCommentDeleted, tone: 'success' });
    } catch (error) {
      showToast({
        title: staffToasts.securityCommentDeleteFailure.title,
        description: userMessage(error, staffToasts.securityCommentDeleteFailure.description),
        tone: 'error',
      });
    }
    onClose();
  };

  return (
    <Dialog
      title={texts.deleteTitle}
      role="alertdialog"
      isOpen={comment !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      isDismissable={!remove.isPending}
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
            {texts.cancel}
          </Button>
          <Button
            variant="danger"
            onPress={() => void confirm()}
            isPending={remove.isPending}
            pendingLabel={texts.deleting}
          >
            {texts.delete}
          </Button>
        </>
      )}
    >
      {comment && (
        <div className="flex flex-col gap-2">
          <p className="break-words">{texts.deleteBody(comment.title)}</p>
          <p className="font-semibold text-red-800">{texts.deleteIrreversible}</p>
        </div>
      )}
    </Dialog>
  );
}
