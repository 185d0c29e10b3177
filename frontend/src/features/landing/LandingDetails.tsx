import { landingDetails as t } from '@portal/copy/landing-details';
import { screenTexts } from '@portal/copy/screen';
import { useSiteInfo } from '../../api/get-health';
import { useOutcomes } from '../../api/get-outcomes';
import { CertificationLinks } from '../../components/CertificationLinks';
import { AppLink, ButtonLink, Icon } from '../../ui';
import { IconList } from './IconList';
import { ContactButtons } from './LandingPage';

const mxDate = (iso: string) =>
  new Date(iso).toLocaleDateString('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Mexico_City',
  });
const mxAmount = (decimal: string) => Number(decimal).toLocaleString('es-MX', { maximumFractionDigits: 0 });

/** The firm's figures, computed from its closed cases: nothing at all below the minimum sample (design.md §5). */
function Results() {
  const { data } = useOutcomes();
  const overall = data?.overall;
  if (!data || !overall) return null;
  const figures = [
    { label: t.casesHandled, value: overall.casesHandled.toLocaleString('es-MX') },
    { label: t.closedCases, value: overall.closedCases.toLocaleString('es-MX') },
    { label: t.recoveredShare, value: `${overall.recoveredShare.toLocaleString('es-MX')}%` },
    ...(overall.amountCases > 0
      ? [{ label: t.recoveredAmount, value: `$${mxAmount(overall.recoveredAmountMxn)}` }]
      : []),
  ];
  return (
    <section aria-labelledby="resultados" className="bg-navy-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="resultados" className="text-2xl font-bold text-navy-900">
          {t.resultsTitle}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
              <dt className="text-sm text-slate-600">{f.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-navy-900">{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t.resultsNote(mxDate(data.asOf), overall.closedCases)}</p>
      </div>
    </section>
  );
}

/** Registrations, certifications (each with its verification link) and the address: only what is configured. */
function FirmFacts() {
  const site = useSiteInfo();
  if (site.registrations.length === 0 && site.certifications.length === 0 && !site.address) return null;
  return (
    <section aria-labelledby="datos-despacho" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="datos-despacho" className="text-2xl font-bold text-navy-900">
        {t.factsTitle}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {site.registrations.length > 0 && (
          <div>
            <h3 className="font-semibold text-navy-900">{t.registrations}</h3>
            <dl className="mt-2 flex flex-col gap-1 text-slate-700">
              {site.registrations.map((r) => (
                <div key={`${r.label}-${r.number}`}>
                  <dt className="inline">{r.label}: </dt>
                  <dd className="inline font-mono">{r.number}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {site.certifications.length > 0 && (
          <div>
            <h3 className="font-semibold text-navy-900">{t.certifications}</h3>
            <CertificationLinks certifications={site.certifications} label={t.verify} />
          </div>
        )}
        {site.address && (
          <div>
            <h3 className="font-semibold text-navy-900">{t.address}</h3>
            <p className="mt-2 text-slate-700">{site.address}</p>
          </div>
        )}
      </div>
    </section>
  );
}

function CardGrid({
  id,
  title,
  intro,
  items,
}: {
  id: string;
  title: string;
  intro?: string;
  items: readonly { title: string; body: string }[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id={id} className="text-2xl font-bold text-navy-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-slate-700">{intro}</p>}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-navy-900">{item.title}</h3>
            <p className="mt-1 text-slate-700">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landing page below its first screen. */
export default function LandingDetails() {
  const site = useSiteInfo();
  return (
    <>
      <CardGrid id="especialidades" title={t.areasTitle} items={t.areas} />
      <div className="bg-white">
        <CardGrid id="fraudes-frecuentes" title={t.scamsTitle} intro={t.scamsIntro} items={t.scams} />
      </div>
      <section
        aria-labelledby="senales"
        className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2"
      >
        <div className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 id="senales" className="flex items-center gap-2 text-xl font-bold text-red-950">
            <Icon name="alert" className="size-6 text-red-700" /> {t.signsTitle}
          </h2>
          <IconList items={t.signs} icon="alert" className="text-red-950" iconClassName="text-red-700" />
        </div>
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold text-amber-950">
            <Icon name="shield" className="size-6 text-amber-700" /> {t.secondFraudTitle}
          </h2>
          <IconList
            items={t.secondFraud}
            icon="alert"
            className="text-amber-950"
            iconClassName="text-amber-700"
          />
        </div>
      </section>
      <Results />
      <FirmFacts />
      <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold text-navy-900">{t.returningTitle}</h2>
          <p className="mt-2 text-slate-700">{t.returningBody}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/login" variant="primary" size="lg">
            {screenTexts.corporatePortal}
          </ButtonLink>
          <ContactButtons site={site} variant="secondary" />
        </div>
      </section>
      <section className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="flex items-center gap-2 text-slate-700">
            <Icon name="briefcase" className="size-5 text-navy-700" />
            {t.agentQuestion}
          </p>
          <AppLink
            to="/agent-register"
            className="font-semibold text-teal-800 underline decoration-2 underline-offset-4 hover:text-teal-900"
          >
            {screenTexts.agentApply}
          </AppLink>
        </div>
      </section>
    </>
  );
}
