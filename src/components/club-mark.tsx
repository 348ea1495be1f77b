import { StorageImage } from './storage-image';

/** The club's logo (or the NH roundel while none is uploaded) and its name. */
export function ClubMark({ clubName, logoUrl }: { clubName: string; logoUrl: string | null }) {
  return (
    <span className="flex min-w-0 items-center gap-3 font-semibold">
      {logoUrl ? (
        <StorageImage src={logoUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 object-contain" />
      ) : (
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-yellow-300">
          NH
        </span>
      )}
      {/* A long name ("Tělovýchovná jednota Sokol Svinov") wraps where the line is short rather than
          pushing what stands beside it (the ☰ button, the desktop menu) off the screen. */}
      <span className="min-w-0 break-words text-base leading-tight sm:text-lg">{clubName}</span>
    </span>
  );
}
