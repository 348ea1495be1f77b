import { redirect } from 'next/navigation';

/** Spec §2: /news is the fallback menu's name for the news, which live at /blog. */
export default function NewsPage() {
  redirect('/blog');
}
