import { NotFoundNotice } from '@/components/not-found-notice';

/** An unknown coach-portal address, or a coach page's notFound(), inside the coach portal. */
export default function CoachesNotFound() {
  return (
    <NotFoundNotice
      links={[
        { href: '/coaches/dashboard', label: 'Přehled trenéra' },
        { href: '/', label: 'Úvodní stránka webu' },
      ]}
    />
  );
}
