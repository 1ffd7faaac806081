import { Button } from '../../../components/button.component';
import { FieldErrors } from './field-errors.component';
import type { LinkDraft } from './identity-draft';

const MAX_LINKS = 10;

/** The author's other places (JSON-LD sameAs, the article footer): label and http(s) address per row. */
export function AuthorLinksEditor({ idPrefix, links, onChange, errors }: { idPrefix: string; links: LinkDraft[]; onChange: (links: LinkDraft[]) => void; errors?: string[] }) {
  const set = (index: number, change: Partial<LinkDraft>) => onChange(links.map((link, at) => (at === index ? { ...link, ...change } : link)));
  return (
    <fieldset className="identity-links">
      <legend>Author links</legend>
      {links.map((link, index) => (
        <div key={index} className="identity-links__row">
          <label htmlFor={`${idPrefix}-label-${index}`}>{`Link ${index + 1} label`}</label>
          <input id={`${idPrefix}-label-${index}`} className="input" type="text" maxLength={60} value={link.label} onChange={(event) => set(index, { label: event.target.value })} />
          <label htmlFor={`${idPrefix}-url-${index}`}>{`Link ${index + 1} address`}</label>
          <input
            id={`${idPrefix}-url-${index}`}
            className="input"
            type="url"
            placeholder="https://"
            value={link.url}
            onChange={(event) => set(index, { url: event.target.value })}
          />
          <Button variant="ghost" onClick={() => onChange(links.filter((_, at) => at !== index))}>
            {`Remove link ${index + 1}`}
          </Button>
        </div>
      ))}
      {links.length < MAX_LINKS && (
        <Button variant="secondary" onClick={() => onChange([...links, { label: '', url: '' }])}>
          Add a link
        </Button>
      )}
      <FieldErrors id={`${idPrefix}-errors`} errors={errors} />
    </fieldset>
  );
}
