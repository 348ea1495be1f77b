import { notFound } from 'next/navigation';

/** An unknown address under /coaches: the coach layout checks access, then coaches/not-found.tsx answers in the portal. */
export default function CoachesMissingPage(): never {
  notFound();
}
