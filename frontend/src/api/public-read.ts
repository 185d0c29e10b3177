import { useEffect, useSyncExternalStore } from 'react';

export interface PublicReadState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * A public read the first pages show (the site's facts, the firm's outcomes), kept outside the query client so
 * that the landing and login pages paint without loading it: fetched when a screen using it mounts and it has
 * no data or its data is older than `staleMs` (never, by default), one request at a time, no retries. A failed
 * read keeps the data it had and is tried again by the next screen that mounts.
 */
export function publicRead<T>(fetcher: () => Promise<T>, staleMs = Number.POSITIVE_INFINITY) {
  let state: PublicReadState<T> = { data: undefined, error: null, isPending: false };
  let fetchedAt = 0;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<PublicReadState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** Starts the read unless it is under way or fresh; resolves with the data (rejects when it failed). */
  function load(): Promise<T> {
    if (pending) return pending;
    const cached = state.data;
    if (cached !== undefined && Date.now() - fetchedAt < staleMs) return Promise.resolve(cached);
    set({ isPending: true });
    pending = fetcher().then(
      (data) => {
        fetchedAt = Date.now();
        pending = null;
        set({ data, error: null, isPending: false });
        return data;
      },
      (error: unknown) => {
        pending = null;
        set({ error, isPending: false });
        throw error;
      },
    );
    return pending;
  }

  function useRead(): PublicReadState<T> {
    const current = useSyncExternalStore(subscribe, () => state);
    useEffect(() => {
      void load().catch(() => {});
    }, []);
    return current;
  }

  return { load, useRead };
}
