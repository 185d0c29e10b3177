import { privacyLinkText } from '@portal/copy/privacy-link';
import { screenTexts } from '@portal/copy/screen';
import { useSiteInfo } from '../api/get-health';
import { AppLink, Icon } from '../ui';

/** Footer: the site name and only the contact facts the operator configured. */
export function SiteFooter() {
  const site = useSiteInfo();
  const hasContact = site.supportPhone || site.supportEmail || site.address;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold text-navy-900">{site.siteName}</p>
          <AppLink to="/aviso-de-privacidad" className="hover:text-navy-900 hover:underline">
            {privacyLinkText}
          </AppLink>
        </div>
        {hasContact && (
          <address className="flex flex-col gap-1.5 not-italic">
            <span className="font-semibold text-slate-800">{screenTexts.contactTitle}</span>
            {site.supportPhone && (
              <a
                className="flex items-center gap-2 hover:text-navy-900 hover:underline"
                href={`tel:${site.supportPhone}`}
              >
                <Icon name="phone" className="size-4" /> {site.supportPhone}
              </a>
            )}
            {site.supportEmail && (
              <a
                className="flex items-center gap-2 hover:text-navy-900 hover:underline"
                href={`mailto:${site.supportEmail}`}
              >
                <Icon name="mail" className="size-4" /> {site.supportEmail}
              </a>
            )}
            {site.address && (
              <span className="flex items-start gap-2">
                <Icon name="home" className="mt-0.5 size-4 shrink-0" /> {site.address}
              </span>
            )}
          </address>
        )}
      </div>
    </footer>
  );
}
