import { ApiProperty } from '@nestjs/swagger';

export class BackupDto {
  @ApiProperty({ example: 'folio-backup-20250102T030000Z.zip', description: 'The name to download it by' })
  name: string;

  @ApiProperty({ example: 48_213_992 })
  size_bytes: number;

  @ApiProperty({ example: '2025-01-02T03:00:00.000Z', description: 'When it was taken' })
  created_at: string;
}

export class BackupListDto {
  @ApiProperty({ type: [BackupDto], description: 'Newest first' })
  items: BackupDto[];
}
