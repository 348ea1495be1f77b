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
import { matchweek } from '../../season-calendar';

const EXAMPLE = 'Datum\tČas\tDomácí\tHosté\tKategorie\n5.9.2026\t15:00\tTJ Sokol Svinov\tTJ Sokol Havířov\tMuži';

/**
 * Spec §4 import: paste a table or choose a CSV file, see every row checked before saving, then
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
          Import zápasů
          <span className="text-sm font-normal text-default-500">Sezóna {season.name} · sloupce: datum, čas, domácí, hosté, kategorie</span>
        </ModalHeader>
        <ModalBody>
          {reference.isPending ? <Spinner label="Načítám týmy a zápasy…" /> : null}
          {reference.error ? <p className="text-danger">{importMessages.referenceDataMissing}: {classifyError(reference.error).message}</p> : null}
          <Textarea
            label="Vložte tabulku (z Excelu nebo CSV)"
            placeholder={EXAMPLE}
            minRows={6}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setPreview(null);
            }}
            classNames={{ input: 'font-mono text-xs' }}
          />
          <label className="flex items-center gap-2 text-sm">
            <span>nebo soubor CSV:</span>
            <input type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void readFile(event)} className="text-sm" />
          </label>
          {preview ? (
            <section aria-label="Náhled importu" className="flex flex-col gap-2">
              <p className="text-sm">
                Připraveno k uložení: <strong>{valid.length}</strong> · odmítnuto: <strong>{preview.length - valid.length}</strong>
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
            Zrušit
          </Button>
          <Button variant="flat" onPress={check} isDisabled={!text.trim() || !reference.data}>
            Zkontrolovat
          </Button>
          <Button
            color="primary"
            isDisabled={valid.length === 0}
            isLoading={save.isPending}
            onPress={() => save.mutate(valid.map((match) => ({ ...match, id: crypto.randomUUID(), matchweek: matchweek(season.start_date, match.date) })), { onSuccess: onClose })}
          >
            Uložit {valid.length > 0 ? `(${valid.length})` : ''}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
