'use client';

import { Button } from '@heroui/react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { LinkIcon } from '@/components/icons';
import { editorToolbarLabels as labels } from '../editor-labels';

type Tool = { key: keyof typeof labels; text: ReactNode; isActive: (editor: Editor) => boolean; run: (editor: Editor) => void };

function editLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt(labels.linkPrompt, current ?? 'https://');
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
  else chain.setLink({ href: href.trim() }).run();
}

const TOOLS: Tool[] = [
  {
    key: 'bold',
    text: 'B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    text: 'I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    text: 'U',
    isActive: (editor) => editor.isActive('underline'),
    run: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'heading2',
    text: 'H2',
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    text: 'H3',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    text: '•',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    text: '1.',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    text: '„“',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  { key: 'link', text: <LinkIcon width={16} height={16} />, isActive: (editor) => editor.isActive('link'), run: editLink },
];

/** Formatting buttons; each says in Czech what it does and whether it is on (aria-pressed). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: current }) => TOOLS.map((tool) => tool.isActive(current)) });
  const history = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ canUndo: current.can().undo(), canRedo: current.can().redo() }),
  });
  return (
    <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap gap-1 border-b border-divider p-1">
      {TOOLS.map((tool, index) => (
        <Button
          key={tool.key}
          size="sm"
          isIconOnly
          variant={active[index] ? 'solid' : 'light'}
          color={active[index] ? 'primary' : 'default'}
          aria-label={labels[tool.key]}
          aria-pressed={active[index] ?? false}
          title={labels[tool.key]}
          onPress={() => tool.run(editor)}
          className={
            tool.key === 'bold'
              ? 'font-bold'
              : tool.key === 'italic'
                ? 'italic'
                : tool.key === 'underline'
                  ? 'underline'
                  : undefined
          }
        >
          {tool.text}
        </Button>
      ))}
      <Button
        size="sm"
        isIconOnly
        variant="light"
        aria-label={labels.undo}
        title={labels.undo}
        isDisabled={!history.canUndo}
        onPress={() => editor.chain().focus().undo().run()}
      >
        ↶
      </Button>
      <Button
        size="sm"
        isIconOnly
        variant="light"
        aria-label={labels.redo}
        title={labels.redo}
        isDisabled={!history.canRedo}
        onPress={() => editor.chain().focus().redo().run()}
      >
        ↷
      </Button>
    </div>
  );
}
