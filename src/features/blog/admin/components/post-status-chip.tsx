import { Chip } from '@heroui/react';
import { POST_STATUS_LABELS, type PostStatus } from '../messages';
import { isOwnKey } from '@/lib/own-key';

const COLORS = { draft: 'default', published: 'success', archived: 'warning' } as const;

export function PostStatusChip({ status }: { status: string }) {
  const known: PostStatus = isOwnKey(POST_STATUS_LABELS, status) ? status : 'draft';
  return (
    <Chip size="sm" variant="flat" color={COLORS[known]}>
      {POST_STATUS_LABELS[known]}
    </Chip>
  );
}
