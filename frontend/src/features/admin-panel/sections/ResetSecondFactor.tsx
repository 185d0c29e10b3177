import type { AdminUser } from '@portal/contracts';
import { requiresSecondFactor } from '@portal/contracts/roles';
import { secondFactorTexts } from '@portal/copy';
import { useState } from 'react';
import { showFailureToast } from '../../../components/failure-toast';
import { useMayCall } from '../../../session/permissions';
import { Button, Dialog, showToast } from '../../../ui';
import { useResetSecondFactor } from '../api/reset-second-factor';

const t = secondFactorTexts.reset;

/**
 * 'Restablecer verificación en dos pasos' on another staff member's row, for whom the route admits
 * (the superadmin): a confirmation first, then the toast of what happened.
 */
export function ResetSecondFactor({ user }: { user: AdminUser }) {
  const allowed = useMayCall('adminResetSecondFactor');
  const reset = useResetSecondFactor();
  const [confirming, setConfirming] = useState(false);
  if (!allowed || !requiresSecondFactor(user.role)) return null;

  const confirm = async () => {
    if (reset.isPending) return;
    try {
      // The server's sentence: reset, and what happens at the person's next sign-in.
      const { message } = await reset.mutateAsync(user.id);
      showToast({ title: message, tone: 'success' });
    } catch (error) {
      showFailureToast(error, t.failure);
    }
    setConfirming(false);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t.actionNamed(user.fullName)}
        onPress={() => setConfirming(true)}
      >
        {t.action}
      </Button>
      <Dialog
        title={t.title(user.fullName)}
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open && !reset.isPending) setConfirming(false);
        }}
        isDismissable={!reset.isPending}
        footer={() => (
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={reset.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              onPress={() => void confirm()}
              isPending={reset.isPending}
              pendingLabel={t.pending}
            >
              {t.confirm}
            </Button>
          </>
        )}
      >
        <p>{t.body}</p>
      </Dialog>
    </>
  );
}
