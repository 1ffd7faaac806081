import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLongPress } from '../../hooks/use-long-press.hook';
import { useSiteName } from '../../hooks/use-site-name.hook';

/** The site name linking home; held for 1.5 s (mouse or touch) it calls `onHold` instead (spec §2, §9). */
export function BrandLink({ onHold, className }: { onHold: () => void; className?: string }) {
  const siteName = useSiteName();
  const press = useLongPress(onHold);
  return (
    <Link to={paths.home.href()} className={['brand', className].filter(Boolean).join(' ')} draggable={false} {...press}>
      {siteName}
    </Link>
  );
}
