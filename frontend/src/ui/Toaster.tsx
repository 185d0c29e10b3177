import { useEffect, useState } from 'react';
import {
  isToastRegionRequested,
  loadToastRegion,
  onToastRegionRequested,
  type ToastRegionModule,
} from './toasts';

/**
 * Where toasts appear. Render once: the region itself loads with the first toast (see toasts.ts). A region
 * that failed to load (no network) is loaded again with the next toast.
 */
export function Toaster() {
  const [region, setRegion] = useState<ToastRegionModule | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () => {
      loadToastRegion().then(
        (loaded) => {
          if (mounted) setRegion(loaded);
        },
        () => {},
      );
    };
    if (isToastRegionRequested()) load();
    const unsubscribe = onToastRegionRequested(load);
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);
  return region ? <region.ToastRegion /> : null;
}
