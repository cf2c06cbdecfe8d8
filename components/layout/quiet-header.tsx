import { site } from '@/content/site';
import { Logo } from './logo';

/**
 * The header of the pages opened from a mail (app/(personal)): the brand, linking home, and
 * nothing else. Someone acting on their own link (a booking, their newsletter, the owner's
 * lead) is shown no navigation or call to action to wander off to.
 */
export function QuietHeader() {
  return (
    <header className="border-line border-b bg-white">
      <div className="container-page flex h-16 items-center">
        <Logo brandName={site.brandName} image={site.logo} />
      </div>
    </header>
  );
}
