import { buttonVariants } from '@/components/ui/button';
import { previewCopy } from '@/content/preview';

/** The bar on a previewed article; its plain form post ends the preview without a script. */
export function PreviewBar({ exitPath }: { exitPath: string }) {
  return (
    <aside
      aria-label={previewCopy.barLabel}
      className="bg-ink sticky top-0 z-50 text-white"
      data-preview-bar
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <p role="status" className="font-semibold">
          {previewCopy.bar}
        </p>
        <form method="post" action="/api/preview/exit">
          <input type="hidden" name="to" value={exitPath} />
          <button type="submit" className={buttonVariants({ tone: 'inverse', size: 'sm' })}>
            {previewCopy.exit}
          </button>
        </form>
      </div>
    </aside>
  );
}
