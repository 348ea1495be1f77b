import { toastTitles } from '@/lib/messages';

/**
 * The 'page is in test operation' warning. Shown while NEXT_PUBLIC_TEST_OPERATION is
 * 'true' (a staging deployment, or the new site running beside the old one).
 */
export function TestOperationBanner() {
  if (process.env.NEXT_PUBLIC_TEST_OPERATION !== 'true') return null;
  return (
    <div role="note" className="bg-warning-100 px-4 py-2 text-center text-sm text-warning-900">
      <strong>{toastTitles.warning}:</strong> Stránka je ve zkušebním provozu. Některé údaje nemusí být úplné nebo aktuální.
    </div>
  );
}
