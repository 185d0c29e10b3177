import { homeTexts as t } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import { useSiteInfo } from '../../api/get-health';
import { useIndicators } from '../../api/get-indicators';
import { useNews } from '../../api/get-news';
import { CertificationLinks } from '../../components/CertificationLinks';
import { ListError } from '../../components/ListStates';
import { formatDate } from '../../lib/format';
import { Icon, type IconName } from '../../ui';

function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      {['first', 'second', 'third'].slice(0, rows).map((key) => (
        <div key={key} className="h-16 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

/** The financial indicators the administration publishes (GET /api/indicators). */
export function IndicatorsStrip() {
  const { data, isPending, isError, error, refetch } = useIndicators();
  return (
    <section id="indicators" aria-labelledby="indicators-title" className="scroll-mt-20">
      <h2 id="indicators-title" className="mb-3 text-xl font-bold text-navy-900">
        {t.indicatorsTitle}
      </h2>
      {isPending ? (
        <Skeleton rows={1} />
      ) : isError && !data ? (
        <ListError title={t.indicatorsFailed} error={error} onRetry={refetch} />
      ) : !data || data.length === 0 ? (
        <p className="text-slate-600">{t.indicatorsEmpty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.map((indicator) => (
            <li key={indicator.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">{indicator.name}</p>
              <p className="text-xl font-bold text-navy-900">{indicator.value}</p>
              <p className="text-xs text-slate-500">{formatDate(indicator.date)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Only what is true of this deployment: TLS when served by https, sessions, document integrity. */
export function SecuritySection() {
  const site = useSiteInfo();
  const items: { icon: IconName; title: string; body: string }[] = [
    ...(site.secureTransport
      ? [{ icon: 'shield' as const, title: t.secureConnection, body: t.secureConnectionBody }]
      : []),
    { icon: 'clock', title: t.sessionProtection, body: t.sessionProtectionBody },
    { icon: 'document', title: t.documentIntegrity, body: t.documentIntegrityBody },
  ];
  return (
    <section id="security" aria-labelledby="security-title" className="scroll-mt-20">
      <h2 id="security-title" className="mb-3 text-xl font-bold text-navy-900">
        {t.securityTitle}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <Icon name={item.icon} className="size-6 shrink-0 text-teal-700" />
            <div>
              <p className="font-semibold text-navy-900">{item.title}</p>
              <p className="text-sm text-slate-700">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <CertificationLinks certifications={site.certifications} className="mt-3 flex flex-wrap gap-3" />
    </section>
  );
}

/** The picture of an article without its own (client-portal.md §3: the default image). */
function DefaultImage() {
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" className="h-32 w-full rounded-t-xl bg-navy-50">
      <rect x="0" y="0" width="320" height="160" fill="#e8eef7" />
      <path
        d="M40 120h240M60 100h120M60 80h160M60 60h90"
        stroke="#1e3a5f"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.35"
      />
    </svg>
  );
}

/** The latest three published articles (GET /api/news?limit=3), each linking to its page. */
export function NewsSection() {
  const { data, isPending, isError, error, refetch } = useNews(3);
  return (
    <section id="news" aria-labelledby="news-title" className="scroll-mt-20">
      <h2 id="news-title" className="mb-3 text-xl font-bold text-navy-900">
        {t.newsTitle}
      </h2>
      {isPending ? (
        <Skeleton rows={2} />
      ) : isError && !data ? (
        <ListError title={t.newsFailed} error={error} onRetry={refetch} />
      ) : !data || data.length === 0 ? (
        <p className="text-slate-600">{t.newsEmpty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {data.map((article) => (
            <li key={article.id} className="flex flex-col rounded-xl border border-slate-200 bg-white">
              {article.imageUrl ? (
                <img
                  src={article.imageUrl}
                  alt=""
                  className="h-32 w-full rounded-t-xl object-cover"
                  loading="lazy"
                />
              ) : (
                <DefaultImage />
              )}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="font-semibold text-navy-900">{article.title}</h3>
                <p className="text-sm text-slate-700">{article.excerpt}</p>
                <p className="text-xs text-slate-500">{formatDate(article.publishedAt)}</p>
                <Link
                  to="/noticias/$id"
                  params={{ id: article.id }}
                  className="mt-auto font-semibold text-teal-800 underline underline-offset-4"
                  aria-label={`${t.readMore}: ${article.title}`}
                >
                  {t.readMore}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
