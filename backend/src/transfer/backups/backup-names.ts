/** A backup's name carries the moment it was taken, to the second, in UTC: `folio-backup-20250102T030405Z.zip`. */
export const BACKUP_NAME = /^folio-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.zip$/;

export function backupName(takenAt: Date): string {
  const stamp = takenAt.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  return `folio-backup-${stamp}.zip`;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** When the backup of this name was taken; null for a name that is not a backup's. */
export function takenAtOf(name: string): Date | null {
  const parts = BACKUP_NAME.exec(name);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
