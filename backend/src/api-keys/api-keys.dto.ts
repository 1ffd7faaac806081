import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const API_KEY_SCOPES = ['create', 'update', 'delete', 'media'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_NAME_MAX = 100;
const ONE_LINE = /^[^\p{Cc}]*$/u;

export class CreateApiKeyDto {
  @ApiProperty({ maxLength: API_KEY_NAME_MAX, example: 'Ulysses on my laptop', description: 'What the key is for, to recognise it in the list' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: '$property must be a string' })
  @IsNotEmpty({ message: '$property must not be blank' })
  @MaxLength(API_KEY_NAME_MAX, { message: `$property must be at most ${API_KEY_NAME_MAX} characters` })
  @Matches(ONE_LINE, { message: '$property must be one line without control characters' })
  name: string;

  @ApiPropertyOptional({
    enum: API_KEY_SCOPES,
    isArray: true,
    example: ['create', 'update'],
    description: 'What Micropub may do with the key (default: all four). Folio\'s own API and the Ghost Admin API give a key the admin\'s full rights.',
  })
  @IsOptional()
  @IsArray({ message: '$property must be an array' })
  @ArrayMinSize(1, { message: '$property must name at least one scope' })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: `$property must name at most ${API_KEY_SCOPES.length} scopes` })
  @ArrayUnique({ message: '$property must not name a scope twice' })
  @IsIn(API_KEY_SCOPES, { each: true, message: `each of $property must be one of ${API_KEY_SCOPES.join(', ')}` })
  scopes?: ApiKeyScope[];
}

export class ApiKeyDto {
  @ApiProperty({ pattern: '^[0-9a-f]{24}$', example: '6630e6f2b2a8c3d4e5f60718' }) id: string;
  @ApiProperty({ example: 'Ulysses on my laptop' }) name: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When a request last used the key (written at most once a minute)' })
  last_used_at: string | null;
}

export class CreatedApiKeyDto {
  @ApiProperty({ pattern: '^[0-9a-f]{24}$', example: '6630e6f2b2a8c3d4e5f60718' }) id: string;
  @ApiProperty({ example: 'Ulysses on my laptop' }) name: string;
  @ApiProperty({
    description: 'For `Authorization: Bearer` on Folio\'s API and Micropub. Shown only in this answer.',
    example: 'folio_6630e6f2b2a8c3d4e5f60718_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  })
  key: string;
  @ApiProperty({
    description: 'The same key in Ghost\'s `{id}:{secret}` form, for apps that speak the Ghost Admin API. Shown only in this answer.',
    example: '6630e6f2b2a8c3d4e5f60718:0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  })
  ghost_admin_key: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ApiKeyListDto {
  @ApiProperty({ type: [ApiKeyDto], description: 'Newest first; every key (there are at most 100)' }) items: ApiKeyDto[];
  @ApiProperty({ example: 2 }) total: number;
}
