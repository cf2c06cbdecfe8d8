import type { Testimonial } from '@/content/types';
import { Avatar } from '@/components/ui/avatar';

/** A client's quote, signed with their name, role and company. */
export function TestimonialCard({
  testimonial,
  size = 'default',
}: {
  testimonial: Testimonial;
  size?: 'default' | 'large';
}) {
  const { quote, author, role, company, image } = testimonial;
  return (
    <figure className="border-line flex h-full flex-col justify-between rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
      <blockquote>
        <p className={`leading-relaxed ${size === 'large' ? 'text-xl sm:text-2xl' : 'text-lg'}`}>
          <span
            aria-hidden="true"
            className="text-accent-strong mr-1 font-serif text-3xl leading-none"
          >
            “
          </span>
          {quote}
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <Avatar name={author} image={image} size={48} />
        <span>
          <span className="block font-semibold">{author}</span>
          <span className="text-ink-soft text-sm">
            {role ? `${role}, ` : ''}
            {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
