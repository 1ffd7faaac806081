import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { LABEL_MAX, LINKS_MAX, URL_MAX } from './navigation.js';
import { urlProblem } from './navigation-urls.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The URL rules of navigation-urls.ts; the message starts with the field's name, so a nested one reads `primary.1.url must …`. */
const IsNavigationUrl = () =>
  ValidateBy({
    name: 'isNavigationUrl',
    validator: {
      validate: (value: unknown) => urlProblem('url', value) === undefined,
      defaultMessage: (args) => urlProblem(args?.property ?? 'url', args?.value) ?? `${args?.property} is not valid`,
    },
  });

const URL_DESCRIPTION =
  'A path on this site starting with a single / (`/stories`, `/blog?page=2`), an absolute http(s) URL, or a mailto: address. ' +
  'No spaces, control characters or backslashes; nothing else (javascript:, data: …).';

export class NavigationLinkDto {
  @ApiProperty({ minLength: 1, maxLength: LABEL_MAX, example: 'Stories', description: 'The text of the link, trimmed' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: '$property must not be blank' })
  @MaxLength(LABEL_MAX, { message: `$property must be at most ${LABEL_MAX} characters` })
  label: string;

  @ApiProperty({ maxLength: URL_MAX, example: '/stories', description: URL_DESCRIPTION })
  @IsNavigationUrl()
  url: string;
}

const LinkList = (description: string) =>
  applyDecorators(
    ApiProperty({ type: [NavigationLinkDto], maxItems: LINKS_MAX, description }),
    IsArray({ message: '$property must be a list of links' }),
    ArrayMaxSize(LINKS_MAX, { message: `$property must have at most ${LINKS_MAX} links` }),
    ValidateNested({ each: true }),
    Type(() => NavigationLinkDto),
  );

/** The whole navigation: what GET answers, what PUT replaces (both lists, every time). */
export class NavigationDto {
  @LinkList('The top navigation, in order (the admin\'s Dashboard link comes after them)')
  primary: NavigationLinkDto[];

  @LinkList('The footer\'s links, in order')
  footer: NavigationLinkDto[];
}
