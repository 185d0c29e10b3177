import { createFileRoute } from '@tanstack/react-router';
import { newsArticleQueryOptions } from '../features/news/api/get-news-article';
import { NewsArticlePage } from '../features/news/NewsArticlePage';

/** Public: a published article. */
export const Route = createFileRoute('/noticias/$id')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(newsArticleQueryOptions(params.id));
  },
  component: function NewsRoute() {
    const { id } = Route.useParams();
    return <NewsArticlePage id={id} />;
  },
});
