import { useEffect } from 'react';
import { useSiteInfo } from '../api/get-health';

/** Sets the tab title to `page · site name`, so each screen is announced and findable. */
export function useDocumentTitle(page?: string): void {
  const { siteName } = useSiteInfo();
  useEffect(() => {
    document.title = page ? `${page} · ${siteName}` : siteName;
  }, [page, siteName]);
}
