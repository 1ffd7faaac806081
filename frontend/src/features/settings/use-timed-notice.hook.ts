import { useEffect, useState } from 'react';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Spec §9: success notices last 3 s, error notices 5 s. */
export const NOTICE_MS = { success: 3000, error: 5000 } as const;

/** A notice that clears itself; showing a new one restarts the clock. */
export function useTimedNotice(): [Notice | null, (notice: Notice) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS[notice.kind]);
    return () => clearTimeout(timer);
  }, [notice]);

  return [notice, setNotice];
}
