import { classifyError } from './errors';
import { toastTitles } from './messages';
import type { ToastContent } from './toast-queue';

/** Toasts stay 5 s (success), 7 s (error) and 6 s (warning). */
export const TOAST_DURATIONS = { success: 5000, error: 7000, warning: 6000 } as const;

/** HeroUI's toast code is fetched with the first toast, not with the page. */
function addToast(toast: ToastContent): void {
  void import('./toast-queue').then(({ queueToast }) => queueToast(toast));
}

export function showSuccess(description: string): void {
  addToast({ title: toastTitles.success, description, color: 'success', timeout: TOAST_DURATIONS.success });
}

export function showWarning(description: string): void {
  addToast({ title: toastTitles.warning, description, color: 'warning', timeout: TOAST_DURATIONS.warning });
}

/** An error whose message is the whole sentence to show, not a prefix to a classified reason. */
export function showErrorMessage(description: string): void {
  addToast({ title: toastTitles.error, description, color: 'danger', timeout: TOAST_DURATIONS.error });
}

/** Any error, classified into its Czech message (lib/errors.ts). */
export function showError(error: unknown, fallback?: string): void {
  const { kind, message } = classifyError(error);
  addToast({
    title: toastTitles.error,
    description: kind === 'unknown' && fallback ? fallback : message,
    color: 'danger',
    timeout: TOAST_DURATIONS.error,
  });
}

/** A failed action under the feature's own message, with the classified reason when there is one. */
export function showFailure(failure: string, error: unknown): void {
  const { kind, message } = classifyError(error);
  addToast({
    title: toastTitles.error,
    description: kind === 'unknown' ? failure : `${failure}: ${message}`,
    color: 'danger',
    timeout: TOAST_DURATIONS.error,
  });
}
