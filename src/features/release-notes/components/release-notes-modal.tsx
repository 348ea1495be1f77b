'use client';

import { Button, Chip, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import { formatDate } from '@/lib/format';
import { RELEASE_NOTES, type ReleaseNote } from '../release-notes';

const SECTIONS: { key: keyof Pick<ReleaseNote, 'features' | 'improvements' | 'bugFixes' | 'technical'>; title: string }[] = [
  { key: 'features', title: 'Nové funkce' },
  { key: 'improvements', title: 'Vylepšení' },
  { key: 'bugFixes', title: 'Opravy chyb' },
  { key: 'technical', title: 'Technické změny' },
];

/** Every release note, newest first, with its four lists (empty ones left out). */
export function ReleaseNotesModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const newestFirst = [...RELEASE_NOTES].reverse();
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="2xl" scrollBehavior="inside" placement="center" classNames={{ base: 'max-sm:m-0 max-sm:h-full max-sm:max-h-full max-sm:rounded-none' }}>
      <ModalContent>
        <ModalHeader>Poznámky k verzi</ModalHeader>
        <ModalBody>
          {newestFirst.map((note) => (
            <article key={note.version} aria-label={`Verze ${note.version}`} className="flex flex-col gap-2 border-b border-divider pb-4 last:border-0">
              <div className="flex flex-wrap items-center gap-2">
                <Chip size="sm" color="primary" variant="flat">
                  {note.version}
                </Chip>
                <span className="text-xs text-default-500">{formatDate(note.date)}</span>
              </div>
              <h3 className="font-semibold">{note.title}</h3>
              <p className="text-sm text-default-600">{note.description}</p>
              {SECTIONS.filter((section) => note[section.key].length > 0).map((section) => (
                <div key={section.key}>
                  <h4 className="text-xs font-semibold uppercase text-default-500">{section.title}</h4>
                  <ul className="ml-5 list-disc text-sm">
                    {note[section.key].map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </article>
          ))}
        </ModalBody>
        <ModalFooter>
          <Button onPress={onClose}>Zavřít</Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
