'use client';

import { Button } from '@heroui/react';
import { useId, useRef, useState } from 'react';
import type { AttachmentChange } from '../api';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../attachment-file';
import { meetingMinutesTexts } from '../messages';

interface AttachmentFieldProps {
  currentFilename: string | null;
  value: AttachmentChange;
  onChange: (change: AttachmentChange) => void;
}

/**
 * A pdf, doc or docx up to 10 MB. A wrong file is refused here, in Czech, before any
 * upload; the upload itself happens on save. The file id is made when the file is chosen, so a
 * retried save writes the same object.
 */
export function AttachmentField({ currentFilename, value, onChange }: AttachmentFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shownName = value.kind === 'replace' ? value.file.name : value.kind === 'keep' ? currentFilename : null;

  function choose(file: File | undefined) {
    if (!file) return;
    const reason = attachmentProblem(file);
    setProblem(reason);
    if (input.current) input.current.value = '';
    if (!reason) onChange({ kind: 'replace', file, fileId: crypto.randomUUID() });
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {meetingMinutesTexts.attachment}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate text-sm text-default-600">{shownName ?? meetingMinutesTexts.noAttachment}</span>
        {value.kind !== 'keep' && currentFilename ? (
          <Button size="sm" variant="light" onPress={() => onChange({ kind: 'keep' })}>
            {meetingMinutesTexts.keepAttachment}
          </Button>
        ) : null}
        {shownName ? (
          <Button size="sm" variant="flat" color="danger" onPress={() => onChange({ kind: 'remove' })}>
            {meetingMinutesTexts.removeAttachment}
          </Button>
        ) : null}
      </div>
      {/* The native control would speak the browser's language; a Czech button opens it. */}
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
        aria-invalid={problem !== null}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="flat" onPress={() => input.current?.click()}>
          {meetingMinutesTexts.chooseFile}
        </Button>
        <span id={`${inputId}-hint`} className="text-xs text-default-500">
          {meetingMinutesTexts.fileHint}
        </span>
      </div>
      {problem ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
