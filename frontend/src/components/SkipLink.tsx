import { screenTexts } from '@portal/copy/screen';

/** The first element of every page: skips to the main landmark. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {screenTexts.skipToContent}
    </a>
  );
}
