import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ASCII punctuation, where PostgreSQL's text-search parser looks for e-mail addresses, URLs, hosts,
 * paths and version numbers. On text like `_a_a_a…` or `a@1a@1…` that search is quadratic: 150 KB
 * of post text kept a database core busy for minutes. Searches only ever ask for words of letters
 * and digits (PostsRepository.searchTerms), so the index needs nothing else: turned into spaces,
 * the parser sees plain words and runs in linear time.
 */
const PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
const WORDS_ONLY = `to_tsvector('simple', translate(title || ' ' || content_text, ${quoted(PUNCTUATION)}, ${quoted(' '.repeat(PUNCTUATION.length))}))`;
const ORIGINAL = `to_tsvector('simple', title || ' ' || content_text)`;

async function searchVectorAs(queryRunner: QueryRunner, expression: string): Promise<void> {
  await queryRunner.query(`DROP INDEX posts_search`);
  await queryRunner.query(`ALTER TABLE posts DROP COLUMN search_vector`);
  await queryRunner.query(`ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${expression}) STORED`);
  await queryRunner.query(`CREATE INDEX posts_search ON posts USING gin (search_vector)`);
}

export class SearchWords1763770300000 implements MigrationInterface {
  name = 'SearchWords1763770300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await searchVectorAs(queryRunner, WORDS_ONLY);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await searchVectorAs(queryRunner, ORIGINAL);
  }
}
