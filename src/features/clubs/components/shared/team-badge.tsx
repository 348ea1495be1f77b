import { StorageImage } from '@/components/storage-image';

const SIZES = { 32: 'size-8 text-xs', 48: 'size-12 text-sm', 64: 'size-16 text-base' } as const;

/** A club logo in one of the three sizes (32, 48, 64), or the club's initials without one. */
export function TeamLogo({ team, size = 32 }: { team: { name: string; logo_url: string | null }; size?: keyof typeof SIZES }) {
  if (team.logo_url) {
    return (
      <StorageImage
        src={team.logo_url}
        alt=""
        width={size}
        height={size}
        className={`${SIZES[size]} shrink-0 rounded-full object-contain`}
        loading="lazy"
      />
    );
  }
  const initials = team.name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(-2)
    .map((word) => word[0])
    .join('');
  return (
    <span aria-hidden className={`team-initials ${SIZES[size]}`}>
      {initials}
    </span>
  );
}
