'use client';

import {
  Button,
  Chip,
  Input,
  Modal,
  ModalBody,
  ModalContent,
  ModalFooter,
  ModalHeader,
  SelectItem,
  Spinner,
  Switch,
} from '@heroui/react';
import { useState } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { metadataValue } from '../../api/extras';
import { useMatchExtras, useMatchExtrasMutation } from '../../hooks';
import { extrasTexts } from '../../messages';
import type { MatchSummary } from '../../api/public';
import { DialogPortalScope, DialogSelect } from '@/components/dialog-portal';

/** A match's linked videos and its metadata rows (one primary per type). */
export function MatchExtrasModal({ match, onClose }: { match: MatchSummary; onClose: () => void }) {
  const extras = useMatchExtras(match.id, match.category.id);
  const change = useMatchExtrasMutation(match.id);
  const [videoId, setVideoId] = useState('');
  const [type, setType] = useState('');
  const [value, setValue] = useState('');
  const [primary, setPrimary] = useState(false);

  function addMetadata() {
    if (!type.trim()) return;
    change.mutate(
      { kind: 'add-metadata', metadata_type: type.trim(), value: metadataValue(value), is_primary: primary },
      { onSuccess: () => setValue('') },
    );
  }

  return (
    <Modal isOpen onClose={onClose} size="2xl" scrollBehavior="inside" placement="center">
      <ModalContent>
        <DialogPortalScope>
          <ModalHeader className="flex flex-col gap-1">
            {extrasTexts.title}
            <span className="text-sm font-normal text-default-500">
              {match.home.name} – {match.away.name}
            </span>
          </ModalHeader>
          <ModalBody>
            {extras.isPending ? <Spinner /> : null}
            {extras.error ? (
              <DatabaseErrorFallback error={extras.error} scope="data" isAuthenticated onRetry={() => void extras.refetch()} />
            ) : null}
            {extras.data ? (
              <>
                <section aria-label={extrasTexts.videos} className="flex flex-col gap-2">
                  <h3 className="font-semibold">{extrasTexts.videos}</h3>
                  {extras.data.linked.length === 0 ? <p className="text-sm text-default-500">{extrasTexts.noVideos}</p> : null}
                  <ul className="flex flex-col gap-1">
                    {extras.data.linked.map((video) => (
                      <li key={video.id} className="flex items-center justify-between gap-2">
                        <span>{video.title}</span>
                        <Button
                          size="sm"
                          variant="light"
                          color="danger"
                          onPress={() => change.mutate({ kind: 'unlink', videoId: video.id })}
                        >
                          {extrasTexts.unlink}
                        </Button>
                      </li>
                    ))}
                  </ul>
                  <div className="flex items-end gap-2">
                    <DialogSelect
                      label={extrasTexts.categoryVideo}
                      size="sm"
                      selectedKeys={videoId ? [videoId] : []}
                      onChange={(event) => setVideoId(event.target.value)}
                      isDisabled={extras.data.available.length === 0}
                    >
                      {extras.data.available.map((video) => (
                        <SelectItem key={video.id}>{video.title}</SelectItem>
                      ))}
                    </DialogSelect>
                    <Button
                      isDisabled={!videoId}
                      isLoading={change.isPending}
                      onPress={() => change.mutate({ kind: 'link', videoId }, { onSuccess: () => setVideoId('') })}
                    >
                      {extrasTexts.link}
                    </Button>
                  </div>
                </section>
                <section aria-label={extrasTexts.metadata} className="flex flex-col gap-2">
                  <h3 className="font-semibold">{extrasTexts.metadata}</h3>
                  <ul className="flex flex-col gap-1">
                    {extras.data.metadata.map((row) => (
                      <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-divider py-1">
                        <span>
                          <strong>{row.metadata_type}</strong> <code className="text-xs">{JSON.stringify(row.value)}</code>
                        </span>
                        <span className="flex items-center gap-1">
                          {row.is_primary ? (
                            <Chip size="sm" color="primary" variant="flat">
                              {extrasTexts.primary}
                            </Chip>
                          ) : (
                            <Button size="sm" variant="light" onPress={() => change.mutate({ kind: 'primary', id: row.id })}>
                              {extrasTexts.makePrimary}
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="light"
                            color="danger"
                            onPress={() => change.mutate({ kind: 'delete-metadata', id: row.id })}
                          >
                            {extrasTexts.delete}
                          </Button>
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_2fr_auto_auto]">
                    <Input size="sm" label={extrasTexts.type} placeholder={extrasTexts.typePlaceholder} value={type} onValueChange={setType} />
                    <Input size="sm" label={extrasTexts.value} placeholder={extrasTexts.valuePlaceholder} value={value} onValueChange={setValue} />
                    <Switch size="sm" isSelected={primary} onValueChange={setPrimary}>
                      {extrasTexts.primary}
                    </Switch>
                    <Button isDisabled={!type.trim()} isLoading={change.isPending} onPress={addMetadata}>
                      {extrasTexts.add}
                    </Button>
                  </div>
                </section>
              </>
            ) : null}
          </ModalBody>
          <ModalFooter>
            <Button onPress={onClose}>{extrasTexts.close}</Button>
          </ModalFooter>
        </DialogPortalScope>
      </ModalContent>
    </Modal>
  );
}
