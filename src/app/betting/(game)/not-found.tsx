import { NotFoundNotice } from '@/components/not-found-notice';
import { bettingPaths } from '@/features/betting/paths';

/** An unknown address of the betting game, inside the game's frame. */
export default function BettingNotFound() {
  return (
    <NotFoundNotice
      links={[
        { href: bettingPaths.home, label: 'Zpět k sázkám' },
        { href: '/', label: 'Úvodní stránka webu' },
      ]}
    />
  );
}
