import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { tagSlug } from '../lib/tag-slug';

/** A post's tags, each a link to its tag page (the server writes the same links). */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag" to={paths.tag.href(tagSlug(tag))}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
