import { useSelector } from 'react-redux';
import { selectComingSoon } from '../../api/coming-soon-slice';

/** True once the server has said Coming Soon to a visitor's call, until such a call succeeds. */
export function useComingSoon(): boolean {
  return useSelector(selectComingSoon);
}
