import { ImageResponse } from 'next/og';
import { SITE_TITLE } from './site-identity';

/** The size every social network crops to without cutting (OpenGraph's 1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };
export const SHARE_CARD_TYPE = 'image/png';

interface ShareCard {
  /** Small line above the title: a category, "Novinky" … */
  eyebrow: string;
  title: string;
  /** Lines under the title: a date, a venue, a score. */
  lines?: string[];
}

/** A link preview in the club's colours (the same blue and yellow as the home page's hero). */
export function renderShareCard({ eyebrow, title, lines = [] }: ShareCard): ImageResponse {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          color: 'white',
          backgroundImage: 'linear-gradient(135deg, #1d4ed8 0%, #172554 100%)',
        }}
      >
        <div style={{ display: 'flex', fontSize: 34, color: '#fde047' }}>{eyebrow}</div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
          {lines.map((line) => (
            <div key={line} style={{ display: 'flex', fontSize: 36, opacity: 0.9 }}>
              {line}
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30 }}>
          <div
            style={{
              display: 'flex',
              width: 64,
              height: 64,
              borderRadius: 32,
              alignItems: 'center',
              justifyContent: 'center',
              backgroundColor: '#1e3a8a',
              color: '#fde047',
              fontWeight: 700,
            }}
          >
            NH
          </div>
          {SITE_TITLE}
        </div>
      </div>
    ),
    SHARE_CARD_SIZE,
  );
}
