import type { SiteInfo } from '@portal/contracts';
import { landingHero as t } from '@portal/copy/landing-hero';
import { screenTexts } from '@portal/copy/screen';
import { lazy, Suspense } from 'react';
import { useSiteInfo } from '../../api/get-health';
import { PageShell } from '../../components/PageShell';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AnchorButton, AppLink, ButtonLink, Icon, type IconName } from '../../ui';
import { IconList } from './IconList';

// Below the first screen: its own chunk, fetched after the first paint (the landing's first load stays small).
const LandingDetails = lazy(() => import('./LandingDetails'));

/** Call, e-mail and the emergency line: each only when the operator configured it. */
export function ContactButtons({ site, variant }: { site: SiteInfo; variant: 'onDark' | 'secondary' }) {
  if (!site.supportPhone && !site.supportEmail && !site.emergencyPhone) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {site.supportPhone && (
        <AnchorButton href={`tel:${site.supportPhone}`} variant={variant}>
          <Icon name="phone" /> {screenTexts.callUs}
        </AnchorButton>
      )}
      {site.supportEmail && (
        <AnchorButton href={`mailto:${site.supportEmail}`} variant={variant}>
          <Icon name="mail" /> {screenTexts.emailUs}
        </AnchorButton>
      )}
      {site.emergencyPhone && (
        <AnchorButton href={`tel:${site.emergencyPhone}`} variant="accent">
          <Icon name="alert" /> {t.emergency}: {site.emergencyPhone}
        </AnchorButton>
      )}
    </div>
  );
}

/**
 * The public landing page (client-portal.md §1, §2): the pitch, both calls to action, the configured contact
 * buttons and the four steps first; the rest (areas, scam types, warning signs, computed results, the firm's
 * configured facts, 'Solicitar Ser Agente') follows in its own chunk.
 */
export function LandingPage() {
  useDocumentTitle();
  const site = useSiteInfo();
  return (
    <PageShell
      width="full"
      header={
        <SiteHeader>
          <ButtonLink to="/login" variant="secondary" size="sm">
            {screenTexts.corporatePortal}
          </ButtonLink>
        </SiteHeader>
      }
    >
      <section className="bg-navy-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr] md:items-center md:py-20">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{t.eyebrow}</p>
            <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl md:text-5xl">
              {t.title}
            </h1>
            <p className="max-w-2xl text-lg text-navy-100">{t.pitch}</p>
            <p className="flex items-center gap-2 font-medium text-teal-200">
              <Icon name="clock" className="size-5 shrink-0" /> {t.urgent}
            </p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/register" variant="accent" size="lg">
                {screenTexts.registerCase} <Icon name="arrowRight" />
              </ButtonLink>
              <ButtonLink to="/login" variant="onDark" size="lg">
                {screenTexts.corporatePortal}
              </ButtonLink>
            </div>
            <ContactButtons site={site} variant="onDark" />
          </div>
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Icon name="document" className="size-5 text-teal-300" /> {t.preparationTitle}
            </h2>
            <IconList
              items={t.preparation}
              icon="check"
              className="text-navy-100"
              iconClassName="text-teal-300"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="como-trabajamos" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="como-trabajamos" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {t.stepsTitle}
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                  <Icon name={step.icon as IconName} />
                </span>
                <span className="text-sm font-semibold text-slate-500">{t.stepLabel(index + 1)}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          <AppLink
            to="/recovery-process"
            className="font-semibold text-teal-800 underline underline-offset-4"
          >
            {t.processLink}
          </AppLink>
          <AppLink
            to="/recovery-options"
            className="font-semibold text-teal-800 underline underline-offset-4"
          >
            {t.optionsLink}
          </AppLink>
        </div>
      </section>

      <Suspense fallback={<div className="min-h-[40rem]" aria-hidden="true" />}>
        <LandingDetails />
      </Suspense>
    </PageShell>
  );
}
