import { formatLongDate } from '@/lib/format';
import { renderShareCard, SHARE_CARD_SIZE, SHARE_CARD_TYPE } from '@/lib/share-card';
import { findPost } from './find-post';

export const alt = 'Článek';
export const size = SHARE_CARD_SIZE;
export const contentType = SHARE_CARD_TYPE;

/** The link preview of a post without a picture of its own: its title and date. */
export default async function PostShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const { post } = await findPost((await params).slug);
  if (!post) return renderShareCard({ eyebrow: 'Novinky', title: 'Článek nebyl nalezen' });
  return renderShareCard({ eyebrow: 'Novinky', title: post.title, lines: [formatLongDate(post.published_at)] });
}
