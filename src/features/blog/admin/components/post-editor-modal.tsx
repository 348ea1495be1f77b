'use client';

import { Tab, Tabs } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import type { AdminPost } from '../api';
import { PostFormFields } from './post-form-fields';
import { PostPreview } from './post-preview';
import { usePostForm } from './use-post-form';

/** Write or edit a post, with a preview tab showing it as visitors will; Enter in a field saves. */
export function PostEditorModal({ post, onClose }: { post: AdminPost | null; onClose: () => void }) {
  const editor = usePostForm(post, onClose);
  return (
    <FormModal
      title={post ? 'Upravit článek' : 'Nový článek'}
      size="5xl"
      isPending={editor.isPending}
      onSubmit={editor.submit}
      onClose={onClose}
    >
      <Tabs aria-label="Úprava nebo náhled článku" destroyInactiveTabPanel={false}>
        <Tab key="edit" title="Upravit">
          <PostFormFields editor={editor} />
        </Tab>
        <Tab key="preview" title="Náhled">
          <PostPreview values={editor.form.values} publishedAt={post?.published_at ?? null} />
        </Tab>
      </Tabs>
    </FormModal>
  );
}
