import { site } from '@/content/site';
import { Logo } from './logo';

/** The header of the pages opened from a mail: the brand, linking home, and nothing else. */
export function QuietHeader() {
  return (
    <header className="border-line border-b bg-white">
      <div className="container-page flex h-16 items-center">
        <Logo brandName={site.brandName} image={site.logo} />
      </div>
    </header>
  );
}
