import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LimitParam, PageParam } from '../common/dto/paging.decorators.js';
import { QUERY_MAX_LENGTH } from './search-query.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const SEARCH_PAGE_SIZE = 10;

export class SearchQueryDto {
  @ApiProperty({
    description:
      'What to look for, as on a web search engine: words (all of them, any form: "walk" finds "walked"), "a phrase" in quotes, ' +
      '-word to leave posts with it out, `or` between alternatives. Any case, with or without accents.',
    minLength: 1,
    maxLength: QUERY_MAX_LENGTH,
  })
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'q must not be empty: say what to search for' })
  @MaxLength(QUERY_MAX_LENGTH)
  q: string;

  @PageParam()
  page = 1;

  @LimitParam(SEARCH_PAGE_SIZE)
  limit = SEARCH_PAGE_SIZE;
}

export class SearchResultDto {
  @ApiProperty() slug: string;
  @ApiProperty({ description: 'Where a reader reads it: /blog/{slug} for a post, /{slug} for a page', example: '/blog/hello-world' }) url: string;
  @ApiProperty() title: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({
    description: 'Words of the text around the matches, as HTML: the text escaped, each matched word in <mark>; the start of the text when only the title or tags matched',
    example: 'We walked along the <mark>river</mark> at dawn',
  })
  snippet: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at: string | null;
  @ApiProperty({ type: [String], description: 'Tag names' }) tags: string[];
}

export class SearchResultsDto {
  @ApiProperty({
    type: [SearchResultDto],
    description:
      'Best match first: a match in the title counts most, then the tags, then the text alone; the newest first among equals (how often a text repeats ' +
      'the words does not count). Of more than 1,000 matches, the best 1,000 are listed',
  })
  items: SearchResultDto[];

  @ApiProperty({ description: 'How many published posts and pages match, every one counted (more than the 1,000 that can be listed)' }) total: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When the query as typed found nothing, the query with misspelt words corrected that these results answer; null otherwise',
  })
  corrected_query: string | null;
}
