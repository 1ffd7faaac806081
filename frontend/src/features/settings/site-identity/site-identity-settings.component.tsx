import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.component';
import { useSiteIdentity } from '../../../hooks/use-site-identity.hook';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSiteIdentitySettingsQuery, useUpdateSiteIdentityMutation } from '../api';
import { NoticeLine } from '../notice-line.component';
import { useTimedNotice } from '../use-timed-notice.hook';
import { AuthorLinksEditor } from './author-links-editor.component';
import { type IdentityDraft, type IdentityField, messagesOf, placeErrors, toDraft, toPatch } from './identity-draft';
import { IdentityImagePicker } from './identity-image-picker.component';
import { IdentityTextField } from './identity-text-field.component';

type FieldErrors = Partial<Record<IdentityField, string[]>>;

/** Settings → Site: the site's name, look, home page and author, as every page, feed, share card and email shows them once saved. */
export function SiteIdentitySettings() {
  const idPrefix = useId();
  const settings = useSiteIdentitySettingsQuery();
  const shown = useSiteIdentity();
  const [save, saving] = useUpdateSiteIdentityMutation();
  const [notice, showNotice] = useTimedNotice();
  const [draft, setDraft] = useState<IdentityDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  // The saved values once, when they arrive; later answers must not overwrite what the author is typing.
  useEffect(() => {
    if (!draft && settings.data) setDraft(toDraft(settings.data));
  }, [draft, settings.data]);

  if (!draft) {
    return settings.isError ? (
      <div className="settings-load-error" role="alert">
        <p className="form-error">Error loading the site settings: {errorMessage(settings.error)}</p>
        <Button variant="ghost" onClick={() => settings.refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <p className="status-line" role="status">
        Loading the site settings...
      </p>
    );
  }

  const set = <K extends IdentityField>(field: K) => (value: IdentityDraft[K]) => setDraft({ ...draft, [field]: value });
  const text = (field: IdentityField, label: string, maxLength: number, extra: { hint?: string; multiline?: boolean; placeholder?: string } = {}) => (
    <IdentityTextField label={label} value={draft[field] as string} onChange={set(field) as (value: string) => void} errors={errors[field]} maxLength={maxLength} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || saving.isLoading) return;
    try {
      setDraft(toDraft(await save(toPatch(draft)).unwrap()));
      setErrors({});
      setOtherErrors([]);
      showNotice({ kind: 'success', text: 'Site settings saved: every page, feed and email uses them now.' });
    } catch (error) {
      const placed = isApiError(error) && error.status === 400 ? placeErrors(messagesOf(error.data)) : { fields: {}, other: [] };
      setErrors(placed.fields);
      setOtherErrors(placed.other);
      showNotice({ kind: 'error', text: `Failed to save: ${errorMessage(error)}` });
    }
  }

  return (
    <form className="identity-settings" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>The site</legend>
        {text('title', 'Site title', 120, { hint: 'In the header, the browser tab, feeds, share cards and as the sender of emails.' })}
        {text('description', 'Description', 300, { multiline: true, placeholder: shown.description })}
        <IdentityImagePicker label="Logo" hint="Shown beside the title in the header." image={draft.logo} onChange={set('logo')} errors={errors.logo} />
        <IdentityImagePicker
          label="Icon"
          hint="A square picture: the browser tab's icon, the home screen's and the web app's (drawn at 32, 180, 192 and 512 pixels)."
          image={draft.icon}
          onChange={set('icon')}
          errors={errors.icon}
        />
        {text('accent_color', 'Accent colour (light theme)', 7, { hint: 'Links and buttons, as #rrggbb. It needs a contrast of 4.5:1 with the light background #fbfaf7; empty: the theme\'s own.', placeholder: '#9a3412' })}
        {text('accent_color_dark', 'Accent colour (dark theme)', 7, { hint: 'As #rrggbb, with a contrast of 4.5:1 on the dark background #161412; empty: the theme\'s own.', placeholder: '#f0a070' })}
        {text('footer_text', 'Footer text', 300, { placeholder: shown.footer_text })}
        {text('language', 'Language', 35, { hint: 'A language tag such as en, en-GB or pt-BR: pages and feeds say it.', placeholder: 'en' })}
        {text('time_zone', 'Time zone', 64, { hint: 'Dates on pages are shown in it, such as Europe/Paris or America/New_York.', placeholder: 'UTC' })}
      </fieldset>
      <fieldset>
        <legend>Home page</legend>
        {text('home_heading', 'Home heading', 120, { placeholder: `Welcome to ${draft.title.trim() || shown.title}` })}
        {text('home_introduction', 'Home introduction', 600, { multiline: true, placeholder: 'A personal blog of stories, insights and news.' })}
        <div className="field field--checkbox">
          <input id={`${idPrefix}-cards`} type="checkbox" checked={draft.home_cards} onChange={(event) => set('home_cards')(event.target.checked)} />
          <label htmlFor={`${idPrefix}-cards`}>Show the three cards (Stories, The blog, One author)</label>
        </div>
      </fieldset>
      <fieldset>
        <legend>Author</legend>
        {text('author_name', 'Author name', 100, { placeholder: shown.author_name })}
        {text('author_bio', 'Short bio', 600, { multiline: true, hint: 'Under every article, and for search engines.' })}
        <IdentityImagePicker label="Avatar" hint="The author's picture under every article." image={draft.author_avatar} onChange={set('author_avatar')} errors={errors.author_avatar} />
        <AuthorLinksEditor idPrefix={`${idPrefix}-links`} links={draft.author_links} onChange={set('author_links')} errors={errors.author_links} />
      </fieldset>
      {otherErrors.length > 0 && (
        <ul className="form-error">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <Button type="submit" aria-disabled={saving.isLoading || undefined}>
          {saving.isLoading ? 'Saving...' : 'Save site settings'}
        </Button>
      </div>
      <NoticeLine notice={notice} />
    </form>
  );
}
