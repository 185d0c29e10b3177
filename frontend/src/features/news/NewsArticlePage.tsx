import { homeTexts as t } from '@portal/copy';
import { describeFailure } from '../../api/failure';
import { ListLoading } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { QueryErrorState } from '../../components/QueryErrorState';
import { formatDate } from '../../lib/format';
import { keyedByOccurrence } from '../../lib/keys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink, Icon } from '../../ui';
import { useNewsArticle } from './api/get-news-article';

/** One published article (GET /api/news/:id): a draft or an article not yet due is 'not found'. */
export function NewsArticlePage({ id }: { id: string }) {
  const article = useNewsArticle(id);
  useDocumentTitle(article.data?.title ?? t.newsTitle);
  return (
    <PageShell width="medium">
      {article.data ? (
        <article className="flex flex-col gap-4">
          <ButtonLink to="/mi-proceso" variant="ghost" size="sm">
            <Icon name="arrowLeft" /> {t.newsTitle}
          </ButtonLink>
          <h1 className="text-3xl font-bold text-navy-900">{article.data.title}</h1>
          <p className="text-sm text-slate-600">{formatDate(article.data.publishedAt)}</p>
          {article.data.imageUrl && (
            <img src={article.data.imageUrl} alt="" className="max-h-80 w-full rounded-xl object-cover" />
          )}
          <p className="text-lg text-slate-800">{article.data.excerpt}</p>
          {keyedByOccurrence(article.data.body.split(/\n{2,}/), (p) => p).map(({ key, item: paragraph }) => (
            <p key={key} className="whitespace-pre-line text-slate-800">
              {paragraph}
            </p>
          ))}
        </article>
      ) : article.isPending ? (
        <ListLoading>{t.newsTitle}</ListLoading>
      ) : (
        <QueryErrorState
          failure={describeFailure(article.error, { title: t.articleNotFound })}
          onRetry={article.refetch}
          home="/"
        />
      )}
    </PageShell>
  );
}
