import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Shows `children` once the page around them has painted, rendered as a transition: React renders them in small
 * slices between the browser's frames instead of one long task, and what the page shows first (its heading and
 * lead text) paints without waiting for them. For a large form of react-aria fields, whose first render is the
 * page's longest task. `placeholder` holds their place meanwhile (tall enough that the footer does not jump).
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : placeholder;
}
