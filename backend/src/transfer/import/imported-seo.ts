import type { ImportedPost } from '../../posts/imported-post.js';
import { isHttpUrl, isImageUrl, META_DESCRIPTION_MAX, META_TITLE_MAX, URL_MAX } from '../../posts/posts.dto.js';
import type { SourceSeo } from '../import-source.js';

export type ImportedSeo = Pick<ImportedPost, 'metaTitle' | 'metaDescription' | 'canonicalUrl' | 'noindex' | 'ogImageUrl'>;

const shown = (value: string) => (value.length > 200 ? `${value.slice(0, 200)}…` : value);

/**
 * The source's search and social fields as the editor would take them (trimmed, blank as none), so that
 * the post can be saved again as it is. A value the editor would refuse is left out with a warning:
 * the post's own title, excerpt, address or image stands in, and the item is imported all the same.
 */
export function importedSeo(seo: SourceSeo | undefined, warnings: string[]): ImportedSeo {
  const text = (value: string | null | undefined, label: string, max: number, valid: (value: string) => boolean = () => true): string | null => {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    if (trimmed.length > max) {
      warnings.push(`The ${label} is longer than ${max} characters, the most Folio takes: it was left out`);
      return null;
    }
    if (!valid(trimmed)) {
      warnings.push(`The ${label} ${shown(trimmed)} is not an address Folio can use: it was left out`);
      return null;
    }
    return trimmed;
  };
  return {
    metaTitle: text(seo?.metaTitle, 'meta title', META_TITLE_MAX),
    metaDescription: text(seo?.metaDescription, 'meta description', META_DESCRIPTION_MAX),
    canonicalUrl: text(seo?.canonicalUrl, 'canonical URL', URL_MAX, isHttpUrl),
    noindex: seo?.noindex === true,
    ogImageUrl: text(seo?.ogImageUrl, 'share image', URL_MAX, isImageUrl),
  };
}
