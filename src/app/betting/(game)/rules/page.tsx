import type { Metadata } from 'next';
import { BettingRules } from '@/features/betting/components/betting-rules';

export const metadata: Metadata = { title: 'Pravidla sázkové hry' };

export default function BettingRulesPage() {
  return <BettingRules />;
}
