import type { RecoveryHome } from '@portal/contracts';
import { homeTexts as t } from '@portal/copy';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { recoveryHomeQueryKey } from '../../api/get-recovery-home';
import { UploadBox } from '../../components/upload/UploadBox';
import { formatDate } from '../../lib/format';
import { keyedByOccurrence } from '../../lib/keys';
import { Badge, type BadgeColor, Button, Card, Dialog, Icon } from '../../ui';

type SubmittedStatus = RecoveryHome['documents']['submitted'][number]['status'];
const documentBadge: Record<SubmittedStatus, { label: string; color: BadgeColor }> = {
  verified: { label: t.documentStatus.verified, color: 'green' },
  pending: { label: t.documentStatus.pending, color: 'yellow' },
  rejected: { label: t.documentStatus.rejected, color: 'red' },
};

/** The client's documents on the home: the requested ones, those sent with their review, and the upload. */
export function Documents({ home, userId }: { home: RecoveryHome; userId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const upload = (
    <Button variant="accent" size="sm" onPress={() => setOpen(true)}>
      <Icon name="upload" className="size-4" /> {t.documents.upload}
    </Button>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t.documents.submitted} icon="document" level={3} actions={upload}>
        {home.documents.submitted.length === 0 ? (
          <p className="text-slate-600">{t.documents.none}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {keyedByOccurrence(home.documents.submitted, (d) => `${d.name}-${d.uploadedAt}`).map(
              ({ key, item: d }) => {
                const badge = documentBadge[d.status];
                return (
                  <li key={key} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words">
                      {d.name} <span className="text-sm text-slate-500">· {formatDate(d.uploadedAt)}</span>
                    </span>
                    <Badge color={badge.color}>{badge.label}</Badge>
                  </li>
                );
              },
            )}
          </ul>
        )}
      </Card>
      <Card title={t.documents.pending} icon="alert" level={3} actions={upload}>
        {home.documents.pending.length === 0 ? (
          <p className="flex items-center gap-2 text-green-800">
            <Icon name="check" className="size-5" /> {t.documents.allSent}
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-2">
              {home.documents.pending.map((d) => (
                <li key={d.name} className="flex items-center justify-between gap-2">
                  {d.name}
                  {d.requiredBy && <span className="text-sm text-slate-500">{formatDate(d.requiredBy)}</span>}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">{t.documents.hint}</p>
          </>
        )}
      </Card>
      <Dialog title={t.documents.upload} isOpen={open} onOpenChange={setOpen} size="lg">
        <UploadBox
          surface="home"
          userId={userId}
          headingLevel={3}
          onUploaded={() => queryClient.invalidateQueries({ queryKey: recoveryHomeQueryKey(userId) })}
        />
      </Dialog>
    </div>
  );
}
