'use client';

import { Button, Chip, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Spinner, Textarea } from '@heroui/react';
import { useMemo, useState, type ChangeEvent } from 'react';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
import { classifyError } from '@/lib/errors';
import { useImportMatches, useImportReferenceData } from '../../hooks';
import { importMessages } from '../../import/messages';
import { parseImportText } from '../../import/parse';
import { validateImportRows, type ImportRowResult } from '../../import/validate';
import { importTexts, matchTexts } from '../../messages';
import { matchweek } from '../../season-calendar';

/**
 * Import: paste a table or choose a CSV file, see every row checked before saving, then
 * save the valid rows in one step (all or nothing).
 */
export function ImportModal({ season, categories, onClose }: { season: Season; categories: CategoryOption[]; onClose: () => void }) {
  const reference = useImportReferenceData(season.id);
  const save = useImportMatches();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportRowResult[] | null>(null);

  const valid = useMemo(() => (preview ?? []).flatMap((result) => (result.ok ? [result.match] : [])), [preview]);

  function check() {
    if (!reference.data) return;
    setPreview(validateImportRows(parseImportText(text), { categories, ...reference.data, seasonId: season.id }));
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    setPreview(null);
  }

  return (
    <Modal isOpen onClose={onClose} size="4xl" scrollBehavior="inside" placement="center">
      <ModalContent>
        <ModalHeader className="flex flex-col gap-1">
          {matchTexts.import}
          <span className="text-sm font-normal text-default-500">{importTexts.subtitle(season.name)}</span>
        </ModalHeader>
        <ModalBody>
          {reference.isPending ? <Spinner label={importTexts.loadingReference} /> : null}
          {reference.error ? <p className="text-danger">{importMessages.referenceDataMissing}: {classifyError(reference.error).message}</p> : null}
          <Textarea
            label={importTexts.pasteLabel}
            placeholder={importTexts.example}
            minRows={6}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setPreview(null);
            }}
            classNames={{ input: 'font-mono text-xs' }}
          />
          <label className="flex items-center gap-2 text-sm">
            <span>{importTexts.fileLabel}</span>
            <input type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void readFile(event)} className="text-sm" />
          </label>
          {preview ? (
            <section aria-label={importTexts.previewLabel} className="flex flex-col gap-2">
              <p className="text-sm">
                {importTexts.ready} <strong>{valid.length}</strong> · {importTexts.refused} <strong>{preview.length - valid.length}</strong>
              </p>
              <ol className="flex flex-col divide-y divide-divider rounded-medium border border-divider text-sm">
                {preview.map((result) => (
                  <li key={result.row} className="flex flex-col gap-1 px-3 py-2" data-row-status={result.ok ? 'ok' : 'refused'}>
                    <div className="flex items-center gap-2">
                      <Chip size="sm" variant="flat" color={result.ok ? 'success' : 'danger'}>
                        {result.row}
                      </Chip>
                      <span className="font-mono text-xs">{result.label}</span>
                    </div>
                    {result.ok ? null : (
                      <ul className="ml-9 list-disc text-danger">
                        {result.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose} isDisabled={save.isPending}>
            {matchTexts.cancel}
          </Button>
          <Button variant="flat" onPress={check} isDisabled={!text.trim() || !reference.data}>
            {importTexts.check}
          </Button>
          <Button
            color="primary"
            isDisabled={valid.length === 0}
            isLoading={save.isPending}
            onPress={() => save.mutate(valid.map((match) => ({ ...match, id: crypto.randomUUID(), matchweek: matchweek(season.start_date, match.date) })), { onSuccess: onClose })}
          >
            {importTexts.save(valid.length)}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
