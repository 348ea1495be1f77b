import { NotFoundNotice } from '@/components/not-found-notice';

/** An unknown admin address, or an admin page's notFound(), inside the admin portal. */
export default function AdminNotFound() {
  return (
    <NotFoundNotice
      links={[
        { href: '/admin', label: 'Přehled administrace' },
        { href: '/', label: 'Úvodní stránka webu' },
      ]}
    />
  );
}
