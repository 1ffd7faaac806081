import { useId } from 'react';
import { type PostsListView, SORT_CHOICES, sortChoiceOf, sortOfChoice } from './posts-list-url';
import type { ChangeView } from './use-posts-list-view.hook';

interface TextBox {
  text: string;
  setText: (text: string) => void;
}

interface PostsFiltersProps {
  view: PostsListView;
  change: ChangeView;
  title: TextBox;
  tag: TextBox;
  /** Called when a filter changes, before the list asks again (a failure shown goes). */
  onChange: () => void;
}

/** The list's filters and order, each with its own label; what they hold is in the address (usePostsListView). */
export function PostsFilters({ view, change, title, tag, onChange }: PostsFiltersProps) {
  const id = useId();
  const select = (next: Partial<PostsListView>) => {
    change(next);
    onChange();
  };
  return (
    <div className="posts-filters" role="group" aria-label="Filter and sort posts">
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} className="input" value={view.status ?? ''} onChange={(event) => select({ status: (event.target.value || undefined) as PostsListView['status'] })}>
          <option value="">All statuses</option>
          <option value="draft">Drafts</option>
          <option value="scheduled">Scheduled</option>
          <option value="published">Published</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} className="input" value={view.type ?? ''} onChange={(event) => select({ type: (event.target.value || undefined) as PostsListView['type'] })}>
          <option value="">Posts and pages</option>
          <option value="post">Posts</option>
          <option value="page">Pages</option>
        </select>
      </div>
      <FilterText id={`${id}-tag`} label="Tag" box={tag} onChange={onChange} />
      <FilterText id={`${id}-title`} label="Title contains" box={title} onChange={onChange} />
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} className="input" value={sortChoiceOf(view)} onChange={(event) => select(sortOfChoice(event.target.value))}>
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function FilterText({ id, label, box, onChange }: { id: string; label: string; box: TextBox; onChange: () => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="search"
        value={box.text}
        onChange={(event) => {
          box.setText(event.target.value);
          onChange();
        }}
      />
    </div>
  );
}
