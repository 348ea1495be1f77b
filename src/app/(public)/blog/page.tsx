import type { Metadata } from 'next';
import { BlogScreen, blogMetadata } from './blog-screen';

export const metadata: Metadata = blogMetadata;

/** Spec §2 /blog: the first page of posts; `?page=` and `?q=` are served by ./page_ and ./search_. */
export default function BlogPage() {
  return <BlogScreen query="" page={1} />;
}
