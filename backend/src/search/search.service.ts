import { Injectable } from '@nestjs/common';
import { correctableWords, correctedText, hasWords, webSearchText } from './search-query.js';
import type { SearchQueryDto, SearchResultDto, SearchResultsDto } from './search.dto.js';
import { SearchRepository, type SearchRow } from './search.repository.js';
import { snippetHtml } from './snippet.js';

const NOTHING: SearchResultsDto = { items: [], total: 0, corrected_query: null };

function toResult(row: SearchRow): SearchResultDto {
  return {
    slug: row.slug,
    url: row.type === 'page' ? `/${encodeURIComponent(row.slug)}` : `/blog/${encodeURIComponent(row.slug)}`,
    title: row.title,
    excerpt: row.excerpt,
    snippet: snippetHtml(row.headline ?? ''),
    published_at: row.published_at?.toISOString() ?? null,
    tags: row.tags,
  };
}

/**
 * Visitors' full-text search of published posts and pages. A query that finds nothing is asked once
 * more with its misspelt words corrected, from the words visitors can read.
 */
@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search({ q, page, limit }: Pick<SearchQueryDto, 'q' | 'page' | 'limit'>): Promise<SearchResultsDto> {
    const text = webSearchText(q);
    if (!hasWords(text)) return NOTHING;
    const offset = (page - 1) * limit;
    const found = await this.repository.search(text, offset, limit);
    if (found.total > 0) return { items: found.rows.map(toResult), total: found.total, corrected_query: null };
    const words = correctableWords(text);
    const corrections = words.length ? await this.repository.corrections(words) : new Map<string, string>();
    if (corrections.size === 0) return NOTHING;
    const corrected = correctedText(text, corrections);
    const retried = await this.repository.search(corrected, offset, limit);
    if (retried.total === 0) return NOTHING;
    return { items: retried.rows.map(toResult), total: retried.total, corrected_query: corrected };
  }
}
