import { OptimizedImage } from '@/components/ui/optimized-image';
import type { ContentImage } from '@/content/types';

interface AvatarProps {
  name: string;
  image?: ContentImage;
  size?: number;
  className?: string;
}

/** The owner's portrait when content/ supplies one; otherwise the person's initials. */
export function Avatar({ name, image, size = 56, className = '' }: AvatarProps) {
  if (image) {
    return (
      <OptimizedImage
        src={image.src}
        alt={image.alt}
        width={size}
        height={size}
        className={`shrink-0 rounded-full object-cover ${className}`}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`bg-ink text-accent inline-flex shrink-0 items-center justify-center rounded-full font-bold ${className}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      {initials(name)}
    </span>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
