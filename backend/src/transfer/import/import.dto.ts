import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { IMPORT_FORMATS } from '../import-source.js';

const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The form fields beside the file. */
export class StartImportDto {
  @ApiProperty({
    required: false,
    example: 'https://old.example.com',
    description: "The old site's address: relative image paths (/content/images/…, /wp-content/uploads/…) are fetched from it",
  })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'source_url must be an http or https address' })
  source_url?: string;

  @ApiProperty({ required: false, enum: ['true', 'false'], default: 'false', description: 'Report what the import would do, and change nothing' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dry_run must be true or false' })
  dry_run?: 'true' | 'false';
}

/** The whole form, for the API document: the file and its fields. */
export class StartImportBodyDto extends StartImportDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The export: Ghost JSON or zip, WordPress WXR, Substack zip, a zip of Markdown files, or a Folio export' })
  file: unknown;
}

export class ImportStartedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

class ImportProgressDto {
  @ApiProperty()
  done: number;

  @ApiProperty({ description: 'Items in the export (known once it has been read through)' })
  total: number;
}

class ImportCountsDto {
  @ApiProperty()
  posts: number;

  @ApiProperty()
  pages: number;

  @ApiProperty({ description: 'Distinct tags of the items' })
  tags: number;

  @ApiProperty({ description: 'Images brought in (or that would be)' })
  images: number;

  @ApiProperty({ description: 'Redirects added from old addresses (or that would be)' })
  redirects: number;
}

export class ImportNoteDto {
  @ApiProperty({ required: false, description: 'The item it is about; absent for the whole import' })
  item?: string;

  @ApiProperty()
  message: string;

  @ApiProperty({
    description: 'The message with what varies between items (addresses, quoted names, numbers, reasons) replaced by …: notes of one kind are shown as one group',
    example: 'The image … could not be imported (…): the post keeps its original address',
  })
  kind: string;
}

export class ImportedPostLineDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null in a dry run' })
  id: string | null;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: ['created', 'updated', 'skipped'] })
  outcome: 'created' | 'updated' | 'skipped';
}

export class ImportDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'] })
  status: 'queued' | 'running' | 'completed' | 'failed';

  @ApiProperty()
  dry_run: boolean;

  @ApiProperty({ enum: IMPORT_FORMATS, nullable: true, type: String })
  format: (typeof IMPORT_FORMATS)[number] | null;

  @ApiProperty({ type: ImportProgressDto })
  progress: ImportProgressDto;

  @ApiProperty({ type: ImportCountsDto })
  counts: ImportCountsDto;

  @ApiProperty()
  created: number;

  @ApiProperty()
  updated: number;

  @ApiProperty()
  skipped: number;

  @ApiProperty({ type: [ImportNoteDto] })
  warnings: ImportNoteDto[];

  @ApiProperty({ type: [ImportNoteDto], description: 'Items not imported and why; for a failed import, why it failed' })
  errors: ImportNoteDto[];

  @ApiProperty({ type: [ImportedPostLineDto] })
  posts: ImportedPostLineDto[];

  @ApiProperty({ description: "The untouched sample stories removed before the site's first import (or, in a dry run, that would be)" })
  samples_removed: number;
}
