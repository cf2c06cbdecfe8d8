import { ImageResponse } from 'next/og';
import { site } from '@/content/site';

export const alt = site.defaultShareImageAlt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// The default share image for every page that has none of its own, drawn at build time.
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px',
        background: '#0f2a47',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 700, color: '#f5a524' }}>
        {site.brandName}
      </div>
      <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>
        Find the growth hiding in your customers’ decisions
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#d9dee5' }}>
        Jobs-to-Be-Done research · Guaranteed insights, or you don’t pay
      </div>
    </div>,
    size,
  );
}
