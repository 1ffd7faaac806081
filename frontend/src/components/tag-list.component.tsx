import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** A post's tags, each a link to the stories browser filtered by it. */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag" to={paths.stories.href(tag)}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
