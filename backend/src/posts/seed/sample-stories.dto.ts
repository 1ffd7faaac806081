import { ApiProperty } from '@nestjs/swagger';

export class SampleStoriesDto {
  @ApiProperty({ description: 'Sample stories still as they were added on first start (never saved since)', example: 8 })
  count: number;
}

export class SampleStoriesRemovedDto {
  @ApiProperty({ description: 'Sample stories deleted', example: 8 })
  removed: number;
}
