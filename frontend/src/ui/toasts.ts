/**
 * The toasts of the spec: one at a time, 5000 ms by default. Showing one loads the region that renders it
 * (ToastRegion, on react-aria) the first time: the pages that show no toast never load it. `<Toaster />`
 * (rendered once, in the root layout) mounts the region as soon as it has loaded.
 */

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export const TOAST_TIMEOUT_MS = 5000;

export type ToastRegionModule = typeof import('./ToastRegion');
let region: Promise<ToastRegionModule> | null = null;
/** Counts the calls of showToast: a toast superseded while the region loads is not shown. */
let latest = 0;
const listeners = new Set<() => void>();

/** Starts loading the region (once; again after a failed load). A page can call it before it needs a toast. */
export function loadToastRegion(): Promise<ToastRegionModule> {
  if (!region) {
    region = import('./ToastRegion').catch((error: unknown) => {
      region = null;
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return region;
}

/** Shows a toast, replacing the one on screen (only one at a time). */
export function showToast(message: ToastMessage, options: { timeout?: number } = {}): void {
  const call = ++latest;
  loadToastRegion().then(
    (loaded) => {
      if (call === latest) loaded.show(message, options.timeout ?? TOAST_TIMEOUT_MS);
    },
    () => {
      // The region could not be loaded (no network): there is nowhere to show the toast.
    },
  );
}

/** Whether the region was requested (for `<Toaster />`). */
export function isToastRegionRequested(): boolean {
  return region !== null;
}

export function onToastRegionRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
