import type { MigrationInterface, QueryRunner } from 'typeorm';

// The tag slug of this migration's time (posts/text/tag-slug.ts then), kept here as it was: a migration does not change.
const UNDECOMPOSABLE: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const foldLatin = (letter: string) => letter.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[ßæøœłđðþı]/g, (found) => UNDECOMPOSABLE[found]!);
function tagSlug(name: string): string {
  const folded = name.normalize('NFC').toLowerCase().replace(/\p{Script=Latin}\p{M}*/gu, foldLatin);
  const dashed = folded.replace(/[^\p{L}\p{N}\p{M}]+/gu, '-').replace(/^-+|-+$/g, '');
  return Array.from(dashed).slice(0, 80).join('').replace(/-+$/, '') || 'tag';
}

interface Tag {
  id: string;
  name: string;
  slug: string;
}

/**
 * Tag slugs keep non-Latin scripts ('Επίπεδο 2' → 'επίπεδο-2', no longer '2'), as WordPress's do, so
 * that `/tag/{slug}` is the address a tag's name links to. A tag whose new slug another tag already
 * has is merged into it (its posts carry that one).
 */
export class TagSlugs1763771560000 implements MigrationInterface {
  name = 'TagSlugs1763771560000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const tags: Tag[] = await queryRunner.query('SELECT id, name, slug FROM tags ORDER BY slug COLLATE "C"');
    const bySlug = new Map<string, Tag[]>();
    for (const tag of tags) {
      const slug = tagSlug(tag.name);
      bySlug.set(slug, [...(bySlug.get(slug) ?? []), tag]);
    }
    const moving: Array<{ tag: Tag; slug: string }> = [];
    for (const [slug, group] of bySlug) {
      const keeper = group.find((tag) => tag.slug === slug) ?? group[0]!;
      for (const other of group.filter((tag) => tag !== keeper)) {
        await queryRunner.query('INSERT INTO post_tags (post_id, tag_id) SELECT post_id, $2 FROM post_tags WHERE tag_id = $1 ON CONFLICT DO NOTHING', [other.id, keeper.id]);
        await queryRunner.query('DELETE FROM tags WHERE id = $1', [other.id]);
      }
      if (keeper.slug !== slug) moving.push({ tag: keeper, slug });
    }
    // Out of each other's way first: one tag's new slug may be another's old one.
    for (const { tag } of moving) await queryRunner.query('UPDATE tags SET slug = $2 WHERE id = $1', [tag.id, `moving:${tag.id}`]);
    for (const { tag, slug } of moving) await queryRunner.query('UPDATE tags SET slug = $2 WHERE id = $1', [tag.id, slug]);
  }

  async down(): Promise<void> {
    // The old slugs were lossy ('2' for 'Επίπεδο 2'): nothing to go back to.
  }
}
