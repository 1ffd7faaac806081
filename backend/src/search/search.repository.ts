import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RANKED_MAX, requiredPhrases } from './search-query.js';
import { SNIPPET_START, SNIPPET_STOP } from './snippet.js';

export interface SearchRow {
  slug: string;
  type: 'post' | 'page';
  title: string;
  excerpt: string;
  headline: string;
  published_at: Date | null;
  tags: string[];
}

const HEADLINE_OPTIONS = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** How alike a word must be to a misspelt one (pg_trgm similarity, 0 to 1) to stand for it. */
const CORRECTION_SIMILARITY = 0.4;

/**
 * Visitors' search over post_search (kept by the triggers of FullTextSearch1764400008000; `visible`
 * is a published post or page not marked noindex). The query text is always a parameter, read by
 * websearch_to_tsquery, which never fails on any text.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of matches, best first, with the total, in one statement; snippets and tags only for the
   * page's rows. Matches rank by their title and tags (search_matches(): a title match first, then a
   * tag match, then the text alone), the newest first among equals; the best RANKED_MAX can be listed
   * (the total still counts them all). No match's document is read but where the index cannot decide
   * alone (a phrase, once the index of adjacent words has narrowed them); a snippet is looked for
   * around the first word of the query its post's text holds, not in all of it: see
   * SearchSpeed1764400011000.
   */
  async search(text: string, offset: number, limit: number): Promise<{ rows: SearchRow[]; total: number }> {
    const rows: Array<Partial<SearchRow> & { total: number; slug: string | null }> = await this.dataSource.query(
      `WITH q AS (
         SELECT websearch_to_tsquery('folio_search', $1) AS query, tsvector_to_array(to_tsvector('folio_search', search_words($1))) AS lexemes,
           ARRAY(SELECT DISTINCT pair FROM unnest($5::text[]) phrase, unnest(search_pairs(to_tsvector('folio_search', search_words(phrase)))) pair) AS pairs
       ),
       matches AS MATERIALIZED (SELECT m.* FROM q, search_matches(q.query, q.pairs) m),
       page AS (
         SELECT m.post_id AS id, row_number() OVER (ORDER BY m.rank DESC, m.published_at DESC NULLS LAST, m.post_id DESC) AS ordinal
         FROM (
           SELECT * FROM matches ORDER BY rank DESC, published_at DESC NULLS LAST, post_id DESC LIMIT least($2::int + $3::int, ${RANKED_MAX})
         ) m
         ORDER BY ordinal OFFSET $3::int
       )
       SELECT counted.total, p.slug, p.type, p.title, p.excerpt, p.published_at,
         ts_headline('folio_search', array_to_string(s.snippet_chunks[hit.piece - 1:hit.piece + 1], ' '), q.query, $4) AS headline,
         (SELECT coalesce(json_agg(t.name ORDER BY lower(t.name), t.name), '[]') FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id) AS tags
       FROM (SELECT count(*)::int AS total FROM matches) counted
       CROSS JOIN q
       LEFT JOIN page ON true
       LEFT JOIN posts p ON p.id = page.id
       LEFT JOIN post_search s ON s.post_id = page.id
       LEFT JOIN LATERAL (
         -- The query's words, and only they, picked out of the post's (weight A marks them) without unnesting all of its words.
         SELECT coalesce(min(u.positions[1]), 1) AS piece FROM unnest(ts_filter(setweight(s.snippet_lexemes, 'A', q.lexemes), '{a}')) u
       ) hit ON true
       ORDER BY page.ordinal`,
      [text, limit, offset, HEADLINE_OPTIONS, requiredPhrases(text)],
    );
    const total = rows[0]?.total ?? 0;
    return { total, rows: rows.filter((row) => row.slug !== null) as SearchRow[] };
  }

  /**
   * For each word no visitor-readable post holds, the most alike word one does (accents and case
   * folded as the index folds them); words already known, or with nothing close, are left out. Each
   * look-up is one walk of the trigram index: bounded by the corpus's vocabulary, not its size.
   */
  async corrections(words: string[]): Promise<Map<string, string>> {
    const rows: Array<{ word: string; correction: string | null }> = await this.dataSource.query(
      `SELECT typed.word, (
         SELECT w.word FROM search_words w
         WHERE w.word % folded.word AND similarity(w.word, folded.word) >= $2
         ORDER BY similarity(w.word, folded.word) DESC, w.word LIMIT 1
       ) AS correction
       FROM unnest($1::text[]) AS typed(word)
       CROSS JOIN LATERAL (SELECT coalesce((tsvector_to_array(to_tsvector('folio_words', typed.word)))[1], typed.word) AS word) folded
       WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = folded.word)`,
      [words, CORRECTION_SIMILARITY],
    );
    return new Map(rows.flatMap((row) => (row.correction ? [[row.word, row.correction] as const] : [])));
  }
}
