import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLongPress } from '../../hooks/use-long-press.hook';
import { useSiteIdentity } from '../../hooks/use-site-identity.hook';

/** The site name linking home; held for 1.5 s (mouse or touch) it calls `onHold` instead (spec §2, §9). */
export function BrandLink({ onHold, className }: { onHold: () => void; className?: string }) {
  const { title, logo } = useSiteIdentity();
  const press = useLongPress(onHold);
  return (
    <Link to={paths.home.href()} className={['brand', className].filter(Boolean).join(' ')} draggable={false} {...press}>
      {/* Beside the name, which stays the link's text (as the server draws it). */}
      {logo && <img className="brand__logo" src={logo.url} alt="" width={32} height={32} />}
      {title}
    </Link>
  );
}
