import { meetingMinutesMessages } from './messages';
import { isOwnKey } from '@/lib/own-key';

/** The private bucket of the minutes' attachments (migration 20261122000400, not public). */
export const MEETING_MINUTES_BUCKET = 'meeting-minutes';

/** A meeting attachment is at most 10 MB (the bucket's own limit matches). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Pdf, doc or docx; the extension decides the content type stored with the object. */
const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/** What the file input accepts; the check below still runs, a picker can be told to show all files. */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx';

/** Signed download links live one minute: long enough to start the download, too short to share. */
export const SIGNED_URL_SECONDS = 60;

export interface AttachmentCandidate {
  name: string;
  size: number;
}

function extensionOf(name: string): AttachmentExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension && isOwnKey(ATTACHMENT_TYPES, extension) ? extension : null;
}

/**
 * The Czech reason a file cannot be attached, or null when it can (checked before any upload).
 * The extension, not the browser's MIME guess, decides: browsers report .doc files inconsistently.
 */
export function attachmentProblem(file: AttachmentCandidate): string | null {
  if (!extensionOf(file.name)) return meetingMinutesMessages.attachmentType;
  if (file.size > MAX_ATTACHMENT_BYTES) return meetingMinutesMessages.attachmentSize;
  return null;
}

export function attachmentContentType(name: string): string {
  const extension = extensionOf(name);
  if (!extension) throw new Error(meetingMinutesMessages.attachmentType);
  return ATTACHMENT_TYPES[extension];
}

/**
 * Where an attachment is stored: a folder per minutes and a fresh id per upload. The original name
 * (often with diacritics, which storage keys refuse) is kept on the row for the download; a
 * replacement never overwrites the previous object, so the row always points at a complete file.
 */
export function attachmentStoragePath(minutesId: string, fileId: string, name: string): string {
  const extension = extensionOf(name);
  if (!extension) throw new Error(meetingMinutesMessages.attachmentType);
  return `${minutesId}/${fileId}.${extension}`;
}
