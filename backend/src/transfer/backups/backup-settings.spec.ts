import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { backupName, isBackupName, takenAtOf } from './backup-names.js';

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  it('default to daily at 03:00 UTC, 14 kept', () => {
    expect(loadConfig({}).backups).toEqual({ schedule: '0 3 * * *', keep: 14, s3PartBytes: 16 * 1024 * 1024 });
  });

  it('take a cron expression, or off for no scheduled backups', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: '*/30 1-5 * * MON', BACKUP_KEEP: '3' }).backups).toEqual({ schedule: '*/30 1-5 * * MON', keep: 3, s3PartBytes: 16 * 1024 * 1024 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups.schedule).toBeNull();
  });

  it('refuse anything else with one clear line', () => {
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'daily' })).toThrow(
      'Invalid configuration: BACKUP_SCHEDULE must be a cron expression of five fields (minute hour day month weekday) or off (got "daily")',
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('Invalid configuration: BACKUP_KEEP must not be less than 1 (got 0)');
  });
});

describe('backup names', () => {
  it('carry the moment, to the second, and nothing else is one', () => {
    const name = backupName(new Date('2025-03-04T05:06:07.890Z'));
    expect(name).toBe('folio-backup-20250304T050607Z.zip');
    expect(takenAtOf(name)).toEqual(new Date('2025-03-04T05:06:07Z'));
    for (const other of ['../folio-backup-20250304T050607Z.zip', 'folio-backup-20250304T050607Z.zip.partial', 'folio-export-2025-03-04.zip', '']) {
      expect(isBackupName(other)).toBe(false);
    }
  });
});
