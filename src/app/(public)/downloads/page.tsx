import type { Metadata } from 'next';
import { readDownloads } from '@/features/downloads/cached';
import { formatFileSize } from '@/features/downloads/file-size';

export const metadata: Metadata = { title: 'Dokumenty', description: 'Přihlášky, řády a další dokumenty oddílu ke stažení.' };

/** /downloads: the club's documents from storage, with size and type. */
export default async function DownloadsPage() {
  const files = await readDownloads();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Dokumenty</h1>
      {files.length === 0 ? (
        <p className="text-default-500">Zatím žádné dokumenty ke stažení.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-divider rounded-large border border-divider">
          {files.map((file) => (
            <li key={file.name} className="flex items-center justify-between gap-3 px-4 py-3">
              <a href={file.url} download className="font-medium text-primary hover:underline">
                {file.name}
              </a>
              <span className="shrink-0 text-sm text-default-500">
                {[file.type?.split('/').at(-1)?.toUpperCase(), file.size !== null ? formatFileSize(file.size) : null].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
