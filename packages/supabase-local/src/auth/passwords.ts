import bcrypt from 'bcryptjs';

/** Work factor GoTrue uses (Go's bcrypt.DefaultCost). */
const BCRYPT_COST = 10;

/**
 * A bcrypt hash as GoTrue stores it: Go writes the `$2a$` prefix. bcryptjs writes `$2b$`, which
 * differs only in its handling of passwords over 255 bytes, so the prefix is rewritten.
 */
export async function hashPassword(password: string): Promise<string> {
  return (await bcrypt.hash(password, BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
}

/** Checks any bcrypt variant: `$2a$` (GoTrue, pgcrypto), `$2b$`/`$2y$` (other tools' imports). */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash.replace(/^\$2[by]\$/, '$2a$'));
}
