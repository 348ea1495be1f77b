import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's document model holds only what the sanitiser keeps (p, br, strong, em, u,
 * h1-h6, ul, ol, li, blockquote, a, img), so what the admin sees is what the public page shows:
 * pasted code, strike-through or rules are dropped on the way in, not on the way out.
 */
export const postEditorExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    // rel and target are not on the sanitiser's attribute list; the public page would drop them anyway.
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: null, target: null } },
  }),
  Image.configure({ allowBase64: false }),
];
