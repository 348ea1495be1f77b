import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { logoFileProblem } from '../../src/features/clubs/logo';

/** The types the club-assets bucket takes, by the file's extension (a file on disk has no type). */
const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.svg': 'image/svg+xml' };

export type LogoResult = { ok: true; file: File } | { ok: false; problem: string };

/** Reads the logo and checks it as the admin's logo upload does (raster image, at most 5 MB). */
export async function readLogo(path: string): Promise<LogoResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return { ok: false, problem: `Soubor s logem nelze přečíst: ${path}` };
  }
  const file = new File([new Uint8Array(bytes)], path.split('/').pop() ?? 'logo', { type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream' });
  const problem = logoFileProblem(file);
  return problem ? { ok: false, problem: `${problem} (${path})` } : { ok: true, file };
}

/** Whether two logos are the same picture, byte for byte. */
export async function sameLogo(a: Blob, b: Blob): Promise<boolean> {
  if (a.size !== b.size) return false;
  return Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()));
}
