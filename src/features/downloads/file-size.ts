/** 1,5 MB — sizes as Czech readers write them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('cs-CZ', { maximumFractionDigits: 1 })} ${units[unit] ?? ''}`;
}
