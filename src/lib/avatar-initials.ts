/** Avatar initials: the first letters of two name parts, else the e-mail's local part. */
export function avatarInitials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}`.toLocaleUpperCase('cs');
  return (email.split('@')[0] ?? '').slice(0, 2).toLocaleUpperCase('cs');
}
