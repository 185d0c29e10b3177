import { screenTexts } from '@portal/copy/screen';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Failure } from '../api/failure';
import { Button, ButtonLink, Icon } from '../ui';
import { StatusScreen } from './StatusScreen';

/**
 * The failure of a data screen's read, one way for every screen (see `describeFailure`):
 * - 401: the spec's 'Error de Acceso' and a link to /login (the global 401 handler is already going there);
 * - 403: 'Error de Acceso', the account has no access to this, and a way back to the account's home;
 * - 404: the screen's own 'not found' texts and 'Reintentar';
 * - server or network failure: what happened and 'Reintentar', which calls `onRetry` (the query's refetch).
 *
 * While a retry runs, a query without data is pending again (TanStack Query resets its error): the screen
 * shows its loading state instead of this one, then the data or the new failure.
 */
export function QueryErrorState({
  failure,
  onRetry,
  home = '/dashboard',
}: {
  failure: Failure;
  onRetry: () => unknown;
  /** Where 'Ir a mi inicio' leads after a 403 (the general landing, open to every signed-in account). */
  home?: '/' | '/dashboard' | '/client-dashboard';
}) {
  const focusMainWhenGone = useFocusMainWhenGone();

  let action: ReactNode;
  if (failure.kind === 'unauthenticated') {
    action = (
      <ButtonLink to="/login" variant="primary">
        {screenTexts.goToLogin}
      </ButtonLink>
    );
  } else if (failure.kind === 'forbidden') {
    action = (
      <ButtonLink to={home} variant="primary">
        <Icon name="home" /> {screenTexts.goToMyHome}
      </ButtonLink>
    );
  } else {
    action = (
      <Button variant="primary" onPress={() => void onRetry()}>
        <Icon name="refresh" /> {screenTexts.retry}
      </Button>
    );
  }

  return (
    <div ref={focusMainWhenGone}>
      <StatusScreen
        icon={failure.kind === 'notFound' ? 'search' : 'alert'}
        tone="error"
        role="alert"
        title={failure.title}
        actions={action}
      >
        <p>{failure.message}</p>
      </StatusScreen>
    </div>
  );
}

/**
 * 'Reintentar' replaces this state (and the focused button) with the loading state, then the data: focus
 * then goes to the page's main landmark instead of being lost, unless the person already moved it elsewhere.
 */
function useFocusMainWhenGone() {
  const node = useRef<HTMLDivElement | null>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const element = node.current;
    const onFocusIn = () => {
      hadFocus.current = true;
    };
    element?.addEventListener('focusin', onFocusIn);
    return () => {
      element?.removeEventListener('focusin', onFocusIn);
      if (!hadFocus.current) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        document.getElementById('main')?.focus({ preventScroll: true });
      });
    };
  }, []);
  return node;
}
