import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigationQuery, useSaveNavigationMutation } from '../../api/navigation.api';
import { Button } from '../../components/button.component';
import { errorMessage, isApiError } from '../../lib/api-error';
import { fromDraft, placeErrors, toDraft, type Draft, type ListName, type RowErrors } from './navigation-draft';
import { NavigationListEditor } from './navigation-list-editor.component';
import { NoticeLine } from './notice-line.component';
import { useTimedNotice } from './use-timed-notice.hook';

const LISTS: { name: ListName; title: string; listName: string }[] = [
  { name: 'primary', title: 'Top navigation', listName: 'top navigation' },
  { name: 'footer', title: 'Footer', listName: 'footer' },
];

/** The links of the site's top navigation and footer: edited here, shown on every page once saved. */
export function NavigationSettings() {
  const idPrefix = useId();
  const navigation = useNavigationQuery();
  const [save, saving] = useSaveNavigationMutation();
  const [notice, showNotice] = useTimedNotice();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, RowErrors>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  // The saved links once, when they arrive; later answers must not overwrite what the admin is typing.
  useEffect(() => {
    if (!draft && navigation.data) setDraft(toDraft(navigation.data));
  }, [draft, navigation.data]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  if (!draft) {
    return navigation.isError ? (
      <div className="settings-load-error" role="alert">
        <p className="form-error">Error loading navigation: {errorMessage(navigation.error)}</p>
        <Button variant="ghost" onClick={() => navigation.refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <p className="status-line" role="status">
        Loading navigation...
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    try {
      setDraft(toDraft(await save(fromDraft(draft)).unwrap()));
      setRowErrors({});
      setOtherErrors([]);
      showNotice({ kind: 'success', text: 'Navigation saved: every page shows it now.' });
    } catch (error) {
      const placed = isApiError(error) && error.status === 400 ? placeErrors(error.data, draft) : { rows: {}, other: [] };
      setRowErrors(placed.rows);
      setOtherErrors(placed.other);
      showNotice({ kind: 'error', text: `Failed to save: ${errorMessage(error)}` });
    }
  }

  return (
    <form className="navigation-settings" noValidate onSubmit={submit}>
      {LISTS.map(({ name, title, listName }) => (
        <NavigationListEditor
          key={name}
          title={title}
          listName={listName}
          idPrefix={`${idPrefix}-${name}`}
          links={draft[name]}
          errors={rowErrors}
          onChange={(links) => setDraft({ ...draft, [name]: links })}
          onDone={(focusId, said) => {
            focusNext.current = focusId;
            if (said) setAnnouncement(said);
          }}
        />
      ))}
      {otherErrors.length > 0 && (
        <ul className="form-error navigation-settings__errors">
          {otherErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving...' : 'Save navigation'}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <NoticeLine notice={notice} />
    </form>
  );
}
