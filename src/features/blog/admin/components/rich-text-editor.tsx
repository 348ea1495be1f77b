'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { editorToolbarLabels } from '../editor-labels';
import { postEditorExtensions } from '../editor-extensions';
import { EditorToolbar } from './editor-toolbar';

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  isInvalid: boolean;
  errorMessage?: string;
}

/** The post's content: TipTap with only the allowed tags, a toolbar and the field's Czech error. */
export function RichTextEditor({ value, onChange, isInvalid, errorMessage }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: postEditorExtensions,
    content: value,
    // Rendered on the client only: the server has no DOM to build the editor in.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': editorToolbarLabels.content,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'prose-post flex min-h-56 flex-col gap-3 p-3 outline-none',
      },
    },
  });

  return (
    <div className="flex flex-col gap-1">
      <span className="text-small">
        {editorToolbarLabels.content} <span className="text-danger">*</span>
      </span>
      <div
        className={`rounded-medium border-2 ${isInvalid ? 'border-danger' : 'border-default-200 focus-within:border-primary'}`}
      >
        {editor ? <EditorToolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
      {isInvalid && errorMessage ? <p className="text-tiny text-danger">{errorMessage}</p> : null}
    </div>
  );
}
