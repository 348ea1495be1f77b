import { MAIL_KIND_LABELS, type MailKind } from '../kinds';
import { LinkResult } from './link-result';

/** What an unsubscribe link switched off, or that it is not the club's. */
export function UnsubscribeOutcomeView({ kind }: { kind: MailKind | null }) {
  return kind ? (
    <LinkResult tone="success" label="Hotovo" title="E-maily jsou odhlášené">
      <p>Už vám nebudeme posílat {MAIL_KIND_LABELS[kind]}. Zapnout je můžete znovu v členské sekci.</p>
    </LinkResult>
  ) : (
    <LinkResult tone="danger" label="Neplatný odkaz" title="Tento odkaz neplatí">
      <p>Odkaz je neúplný nebo nepochází z e-mailu klubu. Nastavení e-mailů najdete v členské sekci.</p>
    </LinkResult>
  );
}
