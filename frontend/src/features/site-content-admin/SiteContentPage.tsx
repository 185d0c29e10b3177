import { type AdminNews, contentAdminTexts as t } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { userMessage } from '../../api/errors';
import { ListQuery } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Badge, Button, Dialog, Icon, showToast, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { useDeleteIndicator } from './api/delete-indicator';
import { useDeleteNews } from './api/delete-news';
import { useAdminIndicators } from './api/get-admin-indicators';
import { useAdminNews } from './api/get-admin-news';
import { type EditedIndicator, IndicatorDialog, NewsDialog } from './ContentForms';

/** Confirms a deletion; a refusal (someone changed it meanwhile) says so and the list is read again. */
function DeleteDialog({
  what,
  onConfirm,
  onClose,
  pending,
}: {
  what: string | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  pending: boolean;
}) {
  return (
    <Dialog
      title={t.delete}
      role="alertdialog"
      isOpen={what !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            isPending={pending}
            pendingLabel={t.saving}
            onPress={async () => {
              try {
                await onConfirm();
                showToast({ title: t.deleted, tone: 'success' });
              } catch (error) {
                showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
              }
              close();
            }}
          >
            {t.delete}
          </Button>
        </>
      )}
    >
      <p>{what && t.confirmDelete(what)}</p>
    </Dialog>
  );
}

function Row({
  title,
  meta,
  onEdit,
  onDelete,
}: {
  title: ReactNode;
  meta: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy-900">{title}</p>
        <div className="text-sm text-slate-600">{meta}</div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onPress={onEdit}>
          {t.edit}
        </Button>
        <Button variant="ghost" size="sm" onPress={onDelete}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}

function IndicatorsTab() {
  const list = useAdminIndicators();
  const remove = useDeleteIndicator();
  const [editing, setEditing] = useState<EditedIndicator | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EditedIndicator | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Icon name="chart" /> {t.newIndicator}
        </Button>
      </div>
      <ListQuery query={list} loading={t.indicators} loadFailed={t.failed} empty={t.emptyIndicators}>
        {(rows) => (
          <ul className="flex flex-col gap-2">
            {rows.map((row) => (
              <Row
                key={row.id}
                title={row.name}
                meta={`${row.value} · ${formatDate(row.date)}`}
                onEdit={() => setEditing(row)}
                onDelete={() => setDeleting(row)}
              />
            ))}
          </ul>
        )}
      </ListQuery>
      {editing !== null && <IndicatorDialog indicator={editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        what={deleting?.name ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting ? remove.mutateAsync({ id: deleting.id, revision: deleting.revision }) : Promise.resolve()
        }
      />
    </div>
  );
}

function NewsTab() {
  const list = useAdminNews();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<AdminNews | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Icon name="document" /> {t.newArticle}
        </Button>
      </div>
      <ListQuery query={list} loading={t.news} loadFailed={t.failed} empty={t.emptyNews}>
        {(rows) => (
          <ul className="flex flex-col gap-2">
            {rows.map((row) => (
              <Row
                key={row.id}
                title={row.title}
                meta={
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge color={row.status === 'published' ? 'green' : 'grey'}>
                      {t.statusLabels[row.status]}
                    </Badge>
                    {formatDate(row.publishDate)}
                  </span>
                }
                onEdit={() => setEditing(row)}
                onDelete={() => setDeleting(row)}
              />
            ))}
          </ul>
        )}
      </ListQuery>
      {editing !== null && <NewsDialog article={editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        what={deleting?.title ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting ? remove.mutateAsync({ id: deleting.id, revision: deleting.revision }) : Promise.resolve()
        }
      />
    </div>
  );
}

/** /admin-contenido: the administration's indicators and news of the home. */
export function SiteContentPage({ notifications }: { notifications?: ReactNode }) {
  useDocumentTitle(t.title);
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
        <Tabs defaultSelectedKey="indicators">
          <TabList label={t.title}>
            <Tab id="indicators">{t.indicators}</Tab>
            <Tab id="news">{t.news}</Tab>
          </TabList>
          <TabPanel id="indicators">
            <IndicatorsTab />
          </TabPanel>
          <TabPanel id="news">
            <NewsTab />
          </TabPanel>
        </Tabs>
      </div>
    </PageShell>
  );
}
