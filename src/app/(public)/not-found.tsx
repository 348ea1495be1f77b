import { NotFoundNotice, SITE_NOT_FOUND_LINKS } from '@/components/not-found-notice';

/** A public page's notFound() (an unknown category, say): the Czech notice inside the public layout's frame. */
export default function PublicNotFound() {
  return <NotFoundNotice links={SITE_NOT_FOUND_LINKS} />;
}
