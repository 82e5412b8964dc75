import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { ArticlePicture } from '@/lib/pictures';
import { ARTICLE_PLACEHOLDER_IMAGE as PLACEHOLDER, type ManagedArticle } from '@hmti/contract';

const STATUS = {
  published: { label: 'Published', className: 'bg-green-100 text-green-800' },
  scheduled: { label: 'Terjadwal', className: 'bg-sky-100 text-sky-900' },
  submitted: { label: 'Menunggu persetujuan', className: 'bg-violet-100 text-violet-900' },
  draft: { label: 'Draft', className: 'bg-amber-100 text-amber-900' },
};
const statusOf = (article: ManagedArticle): keyof typeof STATUS =>
  article.published ? 'published' : article.scheduledAt ? 'scheduled' : article.submittedAt ? 'submitted' : 'draft';

interface Props {
  article: ManagedArticle;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One card of the management list: picture, title, status badge, excerpt, author, date and time, views, actions. */
export function ManagedArticleCard({ article, canEdit, canDelete, onEdit, onDelete }: Props) {
  const status = STATUS[statusOf(article)];
  const action = (label: string, variant: 'secondary' | 'danger', onClick: () => void) => (
    <Button variant={variant} className="flex-1" onClick={onClick}>
      {label}
      <span className="sr-only"> {article.title}</span>
    </Button>
  );
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="managed-article"
    >
      <ArticlePicture
        src={article.image || PLACEHOLDER}
        alt=""
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="line-clamp-2 text-lg font-semibold text-slate-900">{article.title}</h2>
          <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', status.className)}>
            {status.label}
          </span>
        </div>
        {!article.published && article.scheduledAt ? (
          <p className="text-sm font-medium text-sky-900" data-testid="article-schedule">
            Terbit <time dateTime={article.scheduledAt}>{formatDateTime(article.scheduledAt, article.timeZone)}</time> (
            {article.timeZone})
          </p>
        ) : null}
        <p className="line-clamp-3 text-sm text-slate-700">{article.excerpt}</p>
        <p className="mt-auto text-xs text-slate-600">
          <span>{article.author || '—'}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.createdAt}>{formatDateTime(article.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span data-testid="article-views">{new Intl.NumberFormat('id-ID').format(article.views ?? 0)} views</span>
        </p>
        {canEdit || canDelete ? (
          <div className="flex gap-2 pt-2">
            {canEdit ? action('Edit', 'secondary', onEdit) : null}
            {canDelete ? action('Delete', 'danger', onDelete) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
