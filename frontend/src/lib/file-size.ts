const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * Spec §5 "File size display": Bytes, KB, MB or GB (1024 apart), rounded to two decimals
 * ('1.5 KB', '2.34 MB'); 'unknown' when the size is absent.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'unknown';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** unit;
  return `${Number.parseFloat(value.toFixed(2))} ${UNITS[unit]}`;
}
