import { secondFactorTexts } from '@portal/copy';
import { type FormEvent, useRef, useState } from 'react';
import { userMessage } from '../../api/errors';
import { Button, Dialog, NativeTextField, showToast } from '../../ui';
import { useRemoveSecondFactor } from './api/remove-second-factor';

const t = secondFactorTexts.profile;

/**
 * An agent or a client turns their second factor off (staff may not: the route refuses them), confirming with a
 * code of their app or one of their recovery codes. A wrong code stays in the dialog under the field.
 */
export function TurnOffDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const remove = useRemoveSecondFactor(userId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    const typed = code.trim();
    if (typed === '') {
      setError(t.turnOffCodeRequired);
      input.current?.focus();
      return;
    }
    try {
      // The server's sentence: off, and what the next sign-in asks.
      const { message } = await remove.mutateAsync(typed.replace(/\s+/g, ''));
      showToast({ title: message, tone: 'success' });
      onClose();
    } catch (failure) {
      setError(userMessage(failure, t.turnOffFailed));
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <Dialog
      title={t.turnOffTitle}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      isDismissable={!remove.isPending}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <p>{t.turnOffBody}</p>
        <NativeTextField
          name="code"
          label={t.turnOffCodeLabel}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          errorMessage={error}
          inputRef={(element) => {
            input.current = element;
          }}
          isRequired
          autoFocus
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck="false"
          maxLength={64}
          className="[&_input]:font-mono [&_input]:tracking-widest"
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" isPending={remove.isPending} pendingLabel={t.turningOff}>
            {t.turnOffConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
