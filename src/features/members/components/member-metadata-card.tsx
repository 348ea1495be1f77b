'use client';

import { Button, Card, CardBody, CardHeader, Spinner, Textarea } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import type { Json } from '@/lib/supabase/database.types';
import { useZodForm } from '@/lib/use-zod-form';
import { useMemberMetadata, useSaveMemberMetadata } from '../hooks';
import { metadataMessages } from '../messages';
import { ZMetadataInput } from '../schema';

const entriesOf = (metadata: Json | undefined) =>
  metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? Object.entries(metadata) : [];
const show = (value: Json | undefined) => (typeof value === 'string' ? value : JSON.stringify(value));

/** member_metadata: the member's free key–value data, edited as a JSON object. */
export function MemberMetadataCard({ memberId }: { memberId: string }) {
  const metadata = useMemberMetadata(memberId);
  const [isEditing, setIsEditing] = useState(false);
  const entries = entriesOf(metadata.data);
  return (
    <Card shadow="sm">
      <CardHeader className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{metadataMessages.title}</h3>
        <Button size="sm" variant="flat" onPress={() => setIsEditing(true)} isDisabled={metadata.isPending}>
          {metadataMessages.edit}
        </Button>
      </CardHeader>
      <CardBody>
        {metadata.isPending ? (
          <Spinner size="sm" />
        ) : entries.length === 0 ? (
          <p className="text-default-500">{metadataMessages.empty}</p>
        ) : (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {entries.map(([key, value]) => (
              <div key={key}>
                <dt className="text-tiny text-default-500">{key}</dt>
                <dd className="break-words">{show(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
      {isEditing ? <MetadataFormModal memberId={memberId} initial={metadata.data ?? {}} onClose={() => setIsEditing(false)} /> : null}
    </Card>
  );
}

function MetadataFormModal({ memberId, initial, onClose }: { memberId: string; initial: Json; onClose: () => void }) {
  const save = useSaveMemberMetadata(memberId);
  const form = useZodForm(ZMetadataInput, { metadata: JSON.stringify(initial, null, 2) });
  function submit() {
    const values = form.submit();
    if (values) save.mutate(values.metadata, { onSuccess: onClose });
  }
  return (
    <FormModal title={metadataMessages.title} isPending={save.isPending} onSubmit={submit} onClose={onClose} size="lg">
      <Textarea label={metadataMessages.title} description={metadataMessages.hint} minRows={6} className="font-mono" {...form.text('metadata')} />
    </FormModal>
  );
}
