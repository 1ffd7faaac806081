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

export const BACKUP_RUN_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export class BackupRunDto {
  @ApiProperty({ format: 'uuid', description: 'The job taking the backup' })
  id: string;

  @ApiProperty({
    enum: BACKUP_RUN_STATES,
    description: 'created: waiting to start; active: being taken; retry: a try failed and another follows; completed; failed (after its last try); cancelled',
  })
  state: (typeof BACKUP_RUN_STATES)[number];

  @ApiProperty({ format: 'date-time', description: 'When it was asked for (or scheduled)' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  started_at: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  completed_at: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Why the last try failed' })
  error: string | null;

  @ApiProperty({ nullable: true, type: BackupDto, description: 'The backup taken, once completed' })
  backup: BackupDto | null;
}

export class BackupRunStatusDto {
  @ApiProperty({ nullable: true, type: BackupRunDto, description: 'The run waiting or under way, else the newest (runs are kept 7 days); null when none' })
  run: BackupRunDto | null;
}
