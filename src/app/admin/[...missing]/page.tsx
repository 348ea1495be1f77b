import { notFound } from 'next/navigation';

/** An unknown address under /admin: the admin layout checks access, then admin/not-found.tsx answers in the portal. */
export default function AdminMissingPage(): never {
  notFound();
}
