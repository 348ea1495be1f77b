import { StorageImage } from '@/components/storage-image';
import type { PartnerBlocks as Blocks, PublicPartner } from '../api';

function PartnerLogo({ partner, large }: { partner: PublicPartner; large: boolean }) {
  const content = partner.logo_url ? (
    // Logos are of any shape: the height is fixed, w-auto gives each its own width once loaded,
    // and width only sizes the optimised copy (up to three times as wide as high).
    <StorageImage
      src={partner.logo_url}
      alt={partner.name}
      width={large ? 192 : 120}
      height={large ? 64 : 40}
      loading="lazy"
      className={`${large ? 'h-16' : 'h-10'} w-auto object-contain`}
    />
  ) : (
    <span className={`${large ? 'text-lg' : 'text-sm'} font-semibold`}>{partner.name}</span>
  );
  return partner.website_url ? (
    <a href={partner.website_url} target="_blank" rel="noreferrer" className="flex items-center justify-center rounded-medium p-3 hover:bg-default-100">
      {content}
    </a>
  ) : (
    <div className="flex items-center justify-center p-3">{content}</div>
  );
}

const BLOCKS: { key: keyof Blocks; title: string; large: boolean }[] = [
  { key: 'main', title: 'Hlavní partneři', large: true },
  { key: 'business', title: 'Partneři', large: false },
  { key: 'media', title: 'Mediální partneři', large: false },
];

/** The main, business and media partner blocks; empty blocks are left out. */
export function PartnerBlocks({ blocks }: { blocks: Blocks }) {
  return (
    <div className="flex flex-col gap-6">
      {BLOCKS.filter((block) => blocks[block.key].length > 0).map((block) => (
        <div key={block.key} className="flex flex-col gap-2">
          <h3 className="text-center text-sm font-semibold uppercase tracking-wide text-default-500">{block.title}</h3>
          <ul className="flex flex-wrap items-center justify-center gap-4">
            {blocks[block.key].map((partner) => (
              <li key={partner.id}>
                <PartnerLogo partner={partner} large={block.large} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
