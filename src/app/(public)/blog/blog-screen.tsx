import type { Metadata } from 'next';
import Link from 'next/link';
import { PostCard } from '@/features/blog/components/post-card';
import { PostSearch } from '@/features/blog/components/post-search';
import { blogMessages } from '@/features/blog/messages';
import { searchPosts } from '@/features/blog/search';
import { readPublishedPosts } from '@/features/blog/cached';
import { paginationWindow } from '@/lib/pagination';

const PAGE_SIZE = 9;

/** Every form of /blog (first page, page N, a search) shares one title. */
export const blogMetadata: Metadata = { title: 'Novinky', description: 'Zprávy ze zápasů, tréninků a života oddílu.' };

/** /blog: published posts, newest first, with search and pagination (`page` is clamped to the list). */
export async function BlogScreen({ query, page: requestedPage }: { query: string; page: number }) {
  const found = searchPosts(await readPublishedPosts(), query);
  const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const page = Math.min(totalPages, Math.max(1, requestedPage));
  const visible = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // The visible addresses keep their query form (/blog?page=…, ?q=…); next.config rewrites them onto cached paths.
  const href = (target: number) => `/blog?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(target > 1 ? { page: String(target) } : {}) }).toString()}`;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Novinky</h1>
      <PostSearch initialQuery={query} />
      {visible.length === 0 ? (
        <p className="text-default-500">{blogMessages.noPosts}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav aria-label="Stránkování" className="flex flex-wrap justify-center gap-1">
          {paginationWindow(page, totalPages).map((item, index) =>
            item === 'ellipsis' ? (
              <span key={`gap-${index}`} className="px-2 py-1 text-default-500">
                …
              </span>
            ) : (
              <Link
                key={item}
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                className={`min-w-9 rounded-medium px-3 py-1 text-center ${item === page ? 'bg-primary text-primary-foreground' : 'hover:bg-default-100'}`}
              >
                {item}
              </Link>
            ),
          )}
        </nav>
      ) : null}
    </div>
  );
}
