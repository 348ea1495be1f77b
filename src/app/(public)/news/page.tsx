import { redirect } from 'next/navigation';

/** /news is the fallback menu's name for the news, which live at /blog. */
export default function NewsPage() {
  redirect('/blog');
}
