import type { Metadata } from 'next';
import { BettingHome } from '@/features/betting/components/betting-home';

export const metadata: Metadata = { title: 'Sázková hra' };

export default function BettingPage() {
  return <BettingHome />;
}
