import { renderShareCard, SHARE_CARD_SIZE, SHARE_CARD_TYPE } from '@/lib/share-card';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site-identity';

// The default link preview of every page that has no picture of its own.
export const alt = SITE_NAME;
export const size = SHARE_CARD_SIZE;
export const contentType = SHARE_CARD_TYPE;

export default function DefaultShareImage() {
  return renderShareCard({ eyebrow: 'Národní házená', title: SITE_NAME, lines: [SITE_DESCRIPTION] });
}
