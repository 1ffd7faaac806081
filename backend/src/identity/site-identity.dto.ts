import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsString, IsUUID, Matches, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { MayBeOmitted } from '../common/decorators/may-be-omitted.decorator.js';
import { accentProblem, type ColorScheme, HEX_COLOR } from './contrast.js';
import { canonicalLanguage, canonicalTimeZone, IDENTITY_LIMITS, isAuthorLinkUrl } from './site-identity.js';

/** Trimmed; blank becomes null: "not set", the first value applies. */
const blankIsNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** Omitted: unchanged; null: back to the first value. */
const NullOrValidated = () => applyDecorators(MayBeOmitted(), ValidateIf((_object, value) => value !== null));

const NO_LINE_BREAKS = /^[^\p{Cc}]*$/u;
/** Control characters but the line feed (a multi-line field keeps its lines). */
const NO_CONTROLS_BUT_LINES = /^(?:(?!\p{Cc})[^]|\r?\n)*$/u;

/** A plain-text field of at most `max` characters; `singleLine`: it goes into titles and mail headers, so no line breaks. */
const Text = (max: number, singleLine: boolean, description: string, example?: string) =>
  applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength: max, description: `${description} Blank or null: the first value.`, example }),
    Transform(blankIsNull),
    NullOrValidated(),
    IsString({ message: '$property must be a string' }),
    MaxLength(max, { message: `$property must be at most ${max} characters` }),
    Matches(singleLine ? NO_LINE_BREAKS : NO_CONTROLS_BUT_LINES, {
      message: singleLine ? '$property must be one line without control characters' : '$property must not contain control characters',
    }),
  );

const ImageId = (description: string) =>
  applyDecorators(
    ApiProperty({ type: String, format: 'uuid', nullable: true, required: false, description: `${description} An image of the library (upload it with POST /api/images/upload first); null removes it.` }),
    NullOrValidated(),
    IsUUID('all', { message: '$property must be the id (a UUID) of an image of the library' }),
  );

const Accent = (scheme: ColorScheme) =>
  applyDecorators(
    ApiProperty({
      type: String,
      nullable: true,
      required: false,
      pattern: HEX_COLOR.source,
      example: scheme === 'light' ? '#1d4ed8' : '#93b4ff',
      description: `The accent (links, buttons) on the ${scheme} theme, \`#rrggbb\`; refused unless it has a WCAG AA contrast of 4.5:1 against that theme's background. Null: the theme's own.`,
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)),
    NullOrValidated(),
    Matches(HEX_COLOR, { message: '$property must be a colour written #rrggbb' }),
    ValidateBy({
      name: 'accentContrast',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !HEX_COLOR.test(value) || accentProblem('', value, scheme) === undefined,
        defaultMessage: (args) => accentProblem(args?.property ?? 'accent', String(args?.value), scheme) ?? '',
      },
    }),
  );

export class AuthorLinkDto {
  @ApiProperty({ maxLength: IDENTITY_LIMITS.link_label, example: 'Mastodon' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: '$property must be a string' })
  @IsNotEmpty({ message: '$property must not be blank' })
  @MaxLength(IDENTITY_LIMITS.link_label, { message: `$property must be at most ${IDENTITY_LIMITS.link_label} characters` })
  @Matches(NO_LINE_BREAKS, { message: '$property must be one line without control characters' })
  label: string;

  @ApiProperty({ maxLength: IDENTITY_LIMITS.link_url, example: 'https://example.social/@me', description: 'An absolute http(s) URL' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateBy({
    name: 'isAuthorLinkUrl',
    validator: {
      validate: isAuthorLinkUrl,
      defaultMessage: (args) => `${args?.property} must be an absolute http(s) URL of at most ${IDENTITY_LIMITS.link_url} characters, without spaces`,
    },
  })
  url: string;
}

/** A change to the identity: each field omitted stays as it is; null (or blank text) goes back to the first value. */
export class UpdateSiteIdentityDto {
  @Text(IDENTITY_LIMITS.title, true, 'The site\'s name: the header, <title>, feeds, share cards and the sender of emails.', 'Notes from the Hill')
  title?: string | null;

  @Text(IDENTITY_LIMITS.description, false, 'One or two sentences: the meta description, feeds and the manifest.')
  description?: string | null;

  @ImageId('The logo, shown beside the site\'s name in the header.')
  logo_image_id?: string | null;

  @ImageId('The icon: drawn as favicon (32 px), apple-touch-icon (180 px) and the web manifest\'s icons (192 and 512 px).')
  icon_image_id?: string | null;

  @Accent('light')
  accent_color?: string | null;

  @Accent('dark')
  accent_color_dark?: string | null;

  @Text(IDENTITY_LIMITS.home_heading, true, 'The home page\'s heading; the first value is "Welcome to {title}".')
  home_heading?: string | null;

  @Text(IDENTITY_LIMITS.home_introduction, false, 'The paragraph under the home page\'s heading.')
  home_introduction?: string | null;

  @ApiProperty({ required: false, description: 'Whether the home page shows its three cards (Stories, Blog, Dashboard)' })
  @MayBeOmitted()
  @IsBoolean({ message: '$property must be true or false' })
  home_cards?: boolean;

  @Text(IDENTITY_LIMITS.author_name, true, 'The author: JSON-LD, feeds, the article footer.')
  author_name?: string | null;

  @Text(IDENTITY_LIMITS.author_bio, false, 'A short bio in the article footer and JSON-LD.')
  author_bio?: string | null;

  @ImageId('The author\'s picture in the article footer and JSON-LD.')
  author_avatar_image_id?: string | null;

  @ApiProperty({ type: [AuthorLinkDto], required: false, maxItems: IDENTITY_LIMITS.author_links, description: 'The author\'s other places (JSON-LD sameAs, the article footer)' })
  @MayBeOmitted()
  @IsArray({ message: '$property must be a list of links' })
  @ArrayMaxSize(IDENTITY_LIMITS.author_links, { message: `$property must have at most ${IDENTITY_LIMITS.author_links} links` })
  @ValidateNested({ each: true })
  @Type(() => AuthorLinkDto)
  author_links?: AuthorLinkDto[];

  @Text(IDENTITY_LIMITS.footer_text, false, 'The footer\'s line; the first value is "© {year} {title}".')
  footer_text?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: IDENTITY_LIMITS.language, example: 'en-GB', description: 'A BCP 47 language tag: <html lang>, feeds. Null: en.' })
  @Transform(blankIsNull)
  @NullOrValidated()
  @ValidateBy({
    name: 'isLanguageTag',
    validator: { validate: (value) => canonicalLanguage(value) !== undefined, defaultMessage: (args) => `${args?.property} must be a BCP 47 language tag such as en or pt-BR` },
  })
  language?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: IDENTITY_LIMITS.time_zone, example: 'Europe/Paris', description: 'An IANA time zone for the dates pages show. Null: UTC.' })
  @Transform(blankIsNull)
  @NullOrValidated()
  @ValidateBy({
    name: 'isTimeZone',
    validator: { validate: (value) => canonicalTimeZone(value) !== undefined, defaultMessage: (args) => `${args?.property} must be an IANA time zone such as Europe/Paris or UTC` },
  })
  time_zone?: string | null;
}

export class IdentityImageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/uploads/3f9a…c1.webp' })
  url: string;
}

export class AuthorLinkOutDto {
  @ApiProperty()
  label: string;

  @ApiProperty()
  url: string;
}

/** The site as it shows: every value resolved (the author's, or the first value). */
export class SiteIdentityDto {
  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: IdentityImageDto, nullable: true })
  logo: IdentityImageDto | null;

  @ApiProperty({ type: IdentityImageDto, nullable: true })
  icon: IdentityImageDto | null;

  @ApiProperty({ type: String, nullable: true, example: '#1d4ed8' })
  accent_color: string | null;

  @ApiProperty({ type: String, nullable: true, example: '#93b4ff' })
  accent_color_dark: string | null;

  @ApiProperty()
  home_heading: string;

  @ApiProperty()
  home_introduction: string;

  @ApiProperty()
  home_cards: boolean;

  @ApiProperty()
  author_name: string;

  @ApiProperty()
  author_bio: string;

  @ApiProperty({ type: IdentityImageDto, nullable: true })
  author_avatar: IdentityImageDto | null;

  @ApiProperty({ type: [AuthorLinkOutDto] })
  author_links: AuthorLinkOutDto[];

  @ApiProperty({ example: '© 2026 Folio' })
  footer_text: string;

  @ApiProperty({ example: 'en' })
  language: string;

  @ApiProperty({ example: 'UTC' })
  time_zone: string;
}

/** What the author set, for the settings form: null where the first value applies (shown by GET /api/site). */
export class SiteIdentitySettingsDto {
  @ApiProperty({ type: String, nullable: true })
  title: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: IdentityImageDto, nullable: true })
  logo: IdentityImageDto | null;

  @ApiProperty({ type: IdentityImageDto, nullable: true })
  icon: IdentityImageDto | null;

  @ApiProperty({ type: String, nullable: true })
  accent_color: string | null;

  @ApiProperty({ type: String, nullable: true })
  accent_color_dark: string | null;

  @ApiProperty({ type: String, nullable: true })
  home_heading: string | null;

  @ApiProperty({ type: String, nullable: true })
  home_introduction: string | null;

  @ApiProperty()
  home_cards: boolean;

  @ApiProperty({ type: String, nullable: true })
  author_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  author_bio: string | null;

  @ApiProperty({ type: IdentityImageDto, nullable: true })
  author_avatar: IdentityImageDto | null;

  @ApiProperty({ type: [AuthorLinkOutDto] })
  author_links: AuthorLinkOutDto[];

  @ApiProperty({ type: String, nullable: true })
  footer_text: string | null;

  @ApiProperty({ type: String, nullable: true })
  language: string | null;

  @ApiProperty({ type: String, nullable: true })
  time_zone: string | null;
}
