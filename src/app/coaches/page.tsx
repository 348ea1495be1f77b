import { redirect } from 'next/navigation';

/** /coaches on its own opens the coach's dashboard, the portal's first page. */
export default function CoachesIndexPage(): never {
  redirect('/coaches/dashboard');
}
