/** A byte count as people read storage: decimal units (1 GB = 10^9 bytes, as S3 and Drive show sizes). */
const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatByteSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}
