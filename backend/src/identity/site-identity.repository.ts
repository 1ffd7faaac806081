import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthorLink, IdentityImage } from './site-identity.js';

/** What the author set, as stored: null where nothing is set (the server's first values apply). */
export interface StoredIdentity {
  title: string | null;
  description: string | null;
  logo: IdentityImage | null;
  icon: IdentityImage | null;
  accentColor: string | null;
  accentColorDark: string | null;
  homeHeading: string | null;
  homeIntroduction: string | null;
  homeCards: boolean;
  authorName: string | null;
  authorBio: string | null;
  authorAvatar: IdentityImage | null;
  authorLinks: AuthorLink[];
  footerText: string | null;
  language: string | null;
  timeZone: string | null;
  version: number;
}

/** What a save writes: image ids rather than images. */
export type IdentityChanges = Omit<StoredIdentity, 'logo' | 'icon' | 'authorAvatar' | 'version'> & {
  logoImageId: string | null;
  iconImageId: string | null;
  authorAvatarImageId: string | null;
};

interface Row {
  title: string | null;
  description: string | null;
  logo_id: string | null;
  logo_url: string | null;
  icon_id: string | null;
  icon_url: string | null;
  accent_color: string | null;
  accent_color_dark: string | null;
  home_heading: string | null;
  home_introduction: string | null;
  home_cards: boolean;
  author_name: string | null;
  author_bio: string | null;
  avatar_id: string | null;
  avatar_url: string | null;
  author_links: AuthorLink[];
  footer_text: string | null;
  language: string | null;
  time_zone: string | null;
  identity_version: number;
}

const image = (id: string | null, url: string | null): IdentityImage | null => (id && url ? { id, url } : null);

@Injectable()
export class SiteIdentityRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async find(): Promise<StoredIdentity | undefined> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT s.title, s.description, logo.id AS logo_id, logo.url AS logo_url, icon.id AS icon_id, icon.url AS icon_url,
              s.accent_color, s.accent_color_dark, s.home_heading, s.home_introduction, s.home_cards, s.author_name, s.author_bio,
              avatar.id AS avatar_id, avatar.url AS avatar_url, s.author_links, s.footer_text, s.language, s.time_zone, s.identity_version
         FROM site_settings s
         LEFT JOIN images logo ON logo.id = s.logo_image_id
         LEFT JOIN images icon ON icon.id = s.icon_image_id
         LEFT JOIN images avatar ON avatar.id = s.author_avatar_image_id
        WHERE s.id = 1`,
    );
    if (!row) return undefined;
    return {
      title: row.title,
      description: row.description,
      logo: image(row.logo_id, row.logo_url),
      icon: image(row.icon_id, row.icon_url),
      accentColor: row.accent_color,
      accentColorDark: row.accent_color_dark,
      homeHeading: row.home_heading,
      homeIntroduction: row.home_introduction,
      homeCards: row.home_cards,
      authorName: row.author_name,
      authorBio: row.author_bio,
      authorAvatar: image(row.avatar_id, row.avatar_url),
      authorLinks: row.author_links,
      footerText: row.footer_text,
      language: row.language,
      timeZone: row.time_zone,
      version: row.identity_version,
    };
  }

  /** The ids among these that are images of the library a browser may fetch (public, stored here). */
  async publicImageIds(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM images WHERE id = ANY($1::uuid[]) AND is_public AND storage_key IS NOT NULL',
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The storage key of an image of the library, or undefined. */
  async storageKey(imageId: string): Promise<string | undefined> {
    const [row]: { storage_key: string | null }[] = await this.dataSource.query('SELECT storage_key FROM images WHERE id = $1', [imageId]);
    return row?.storage_key ?? undefined;
  }

  async save(changes: IdentityChanges): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO site_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING`,
    );
    await this.dataSource.query(
      `UPDATE site_settings SET title = $1, description = $2, logo_image_id = $3, icon_image_id = $4, accent_color = $5, accent_color_dark = $6,
              home_heading = $7, home_introduction = $8, home_cards = $9, author_name = $10, author_bio = $11, author_avatar_image_id = $12,
              author_links = $13::jsonb, footer_text = $14, language = $15, time_zone = $16, identity_version = identity_version + 1, updated_at = now()
        WHERE id = 1`,
      [
        changes.title,
        changes.description,
        changes.logoImageId,
        changes.iconImageId,
        changes.accentColor,
        changes.accentColorDark,
        changes.homeHeading,
        changes.homeIntroduction,
        changes.homeCards,
        changes.authorName,
        changes.authorBio,
        changes.authorAvatarImageId,
        JSON.stringify(changes.authorLinks),
        changes.footerText,
        changes.language,
        changes.timeZone,
      ],
    );
  }
}
