import { ButtonLink } from '@/components/button-link';
import { blogMessages } from '@/features/blog/messages';

export default function PostNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{blogMessages.notFound}</h1>
      <ButtonLink href="/blog">Všechny novinky</ButtonLink>
    </div>
  );
}
