import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { SHARE_IMAGE_SIZE } from './metadata';

export { SHARE_IMAGE_SIZE };

/** A page's own share image, drawn at build time in the brand's colours. */
export function renderShareImage({ eyebrow, title }: { eyebrow: string; title: string }) {
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
      <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, color: '#f5a524' }}>
        {`${site.brandName} · ${eyebrow}`}
      </div>
      <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 28, color: '#d9dee5' }}>
        Jobs-to-Be-Done research · Guaranteed insights, or you don’t pay
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}
