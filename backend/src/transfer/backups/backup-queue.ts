/** The job runner's queue of backups: the schedule's and those the admin asks for. */
export const BACKUP_QUEUE = 'backup';
