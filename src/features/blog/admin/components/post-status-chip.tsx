import { Chip } from '@heroui/react';
import { POST_STATUS_LABELS, type PostStatus } from '../messages';

const COLORS = { draft: 'default', published: 'success', archived: 'warning' } as const;

export function PostStatusChip({ status }: { status: string }) {
  const known = status in POST_STATUS_LABELS ? (status as PostStatus) : 'draft';
  return (
    <Chip size="sm" variant="flat" color={COLORS[known]}>
      {POST_STATUS_LABELS[known]}
    </Chip>
  );
}
