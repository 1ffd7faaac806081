import { useMemo } from 'react';
import { readSiteName } from '../lib/site-name';

export function useSiteName(): string {
  return useMemo(() => readSiteName(), []);
}
