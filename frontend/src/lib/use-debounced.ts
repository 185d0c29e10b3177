import { useEffect, useState } from 'react';

/** `value` once it stopped changing for `ms`: a list's search is sent when the typing pauses. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
