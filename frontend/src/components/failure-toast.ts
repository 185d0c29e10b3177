import { userMessage } from '../api/errors';
import { showToast } from '../ui';

/** A failed write as the spec's destructive notice: its title, and the server's message or the fallback. */
export function showFailureToast(error: unknown, failure: { title: string; description: string }): void {
  showToast({ title: failure.title, description: userMessage(error, failure.description), tone: 'error' });
}
