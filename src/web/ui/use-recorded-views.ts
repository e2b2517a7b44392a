/** Counts a page's view once per mount of its id and gives back the server's count (null until it answered). */
import { useEffect, useRef, useState } from 'react';

export function useRecordedViews(id: string, record: (id: string) => Promise<number>): number | null {
  const [views, setViews] = useState<number | null>(null);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    setViews(null);
    record(id).then(setViews, () => {
      // A view that failed to count changes nothing the reader sees.
    });
  }, [id, record]);
  return views;
}
