import {
  type CaseFile,
  type RequiredDocumentKey,
  requiredDocumentAddSchema,
  requiredDocumentKeys,
  requiredDocumentLabels,
} from '@portal/contracts';
import { staffCaseTexts, uploadTexts } from '@portal/copy';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { fieldErrorsOn } from '../../lib/field-errors';
import { useMayCall } from '../../session/permissions';
import {
  Badge,
  Button,
  Card,
  Dialog,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  Icon,
  RadioGroup,
  showToast,
} from '../../ui';
import { useAddRequiredDocument } from './api/add-required-document';
import { useCaseDocuments } from './api/get-case-documents';
import { useRemoveRequiredDocument } from './api/remove-required-document';
import { CaseForm, useCaseAdd } from './case-form';
import { useWriteFailure } from './write-failure';

const t = staffCaseTexts.documents;
type RequiredDocument = CaseFile['requiredDocuments'][number];

/** The documents the case asks for, each removable (confirmed, with If-Match), and the form that adds one. */
export function DocumentsSection({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const remove = useRemoveRequiredDocument(caseNumber);
  const [removing, setRemoving] = useState<RequiredDocument | null>(null);
  const failed = useWriteFailure();
  const canRemove = useMayCall('removeRequiredDocument');
  const canAdd = useMayCall('addRequiredDocument');
  // Received: a document sent for it, or linked to it by staff, that was not rejected (as the client's checklist).
  const sent = useCaseDocuments(caseNumber, data.caseId).data;
  const received = useMemo(
    () =>
      sent &&
      new Set(
        sent.flatMap((d) => (d.status !== 'rejected' && d.requiredDocumentId ? [d.requiredDocumentId] : [])),
      ),
    [sent],
  );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({
        caseId: data.caseId,
        documentId: removing.documentId,
        revision: data.revision,
      });
      setRemoving(null);
      showToast({ ...staffCaseTexts.toasts.documentRemoved, tone: 'success' });
    } catch (error) {
      setRemoving(null);
      failed(error, staffCaseTexts.toasts.writeFailure);
    }
  };

  return (
    <Card title={t.title} icon="document" headingId="case-documents">
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      {data.requiredDocuments.length === 0 ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <ul aria-label={t.title} className="flex flex-col divide-y divide-slate-200">
          {data.requiredDocuments.map((doc) => (
            <li key={doc.documentId} className="flex items-start gap-3 py-3 first:pt-0">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-navy-900">{doc.name}</span>
                  <Badge color={doc.required ? 'orange' : 'grey'}>
                    {doc.required ? t.required : t.optional}
                  </Badge>
                  {received && (
                    <Badge color={received.has(doc.documentId) ? 'green' : 'grey'}>
                      {received.has(doc.documentId)
                        ? uploadTexts.requiredAnswered
                        : uploadTexts.requiredPending}
                    </Badge>
                  )}
                </div>
                {doc.description && <p className="text-sm text-slate-700">{doc.description}</p>}
              </div>
              {canRemove && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.removeNamed(doc.name)}
                  onPress={() => setRemoving(doc)}
                  isDisabled={remove.isPending}
                  className="shrink-0 text-red-800"
                >
                  <Icon name="close" className="size-4" /> {t.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        title={t.removeTitle}
        role="alertdialog"
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        isDismissable={!remove.isPending}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={remove.isPending}>
              {staffCaseTexts.phases.cancel}
            </Button>
            <Button
              variant="danger"
              onPress={() => void confirmRemove()}
              isPending={remove.isPending}
              pendingLabel={t.removing}
            >
              {t.confirmRemove}
            </Button>
          </>
        )}
      >
        <p>{removing ? t.removeBody(removing.name) : ''}</p>
      </Dialog>
      {canAdd && <AddDocumentForm data={data} caseNumber={caseNumber} />}
    </Card>
  );
}

interface DocumentFormValues {
  source: 'catalog' | 'named';
  /** A catalog key, or '' for none chosen. */
  documentKey: RequiredDocumentKey | '';
  title: string;
  description: string;
  required: boolean;
}

/** What the form sends: the catalog key, or the name and description staff typed. */
function bodyOf(values: DocumentFormValues) {
  return values.source === 'catalog'
    ? {
        documentKey: values.documentKey === '' ? undefined : values.documentKey,
        required: values.required,
      }
    : { title: values.title, description: values.description, required: values.required };
}

/**
 * requiredDocumentAddSchema on what the form would send; its "choose one or name one" rule is shown on the
 * field the person is using (the catalog's select, or the name).
 */
const documentResolver: Resolver<DocumentFormValues> = async (values) => {
  const parsed = requiredDocumentAddSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const field =
      values.source === 'catalog' && (path === 'title' || path === 'documentKey') ? 'documentKey' : path;
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

function AddDocumentForm({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const available = useMemo(() => {
    const taken = new Set(data.requiredDocuments.map((d) => d.documentKey));
    return requiredDocumentKeys
      .filter((key) => !taken.has(key))
      .map((key) => ({ value: key, label: requiredDocumentLabels[key].name }));
  }, [data.requiredDocuments]);
  const catalogEmpty = available.length === 0;

  const empty = (source: DocumentFormValues['source']): DocumentFormValues => ({
    source,
    documentKey: '',
    title: '',
    description: '',
    required: true,
  });
  const form = useForm<DocumentFormValues>({
    resolver: documentResolver,
    defaultValues: empty(catalogEmpty ? 'named' : 'catalog'),
  });
  const source = useWatch({ control: form.control, name: 'source' });
  const documentKey = useWatch({ control: form.control, name: 'documentKey' });
  const add = useAddRequiredDocument(caseNumber);
  const send = useCaseAdd(add, data.caseId);
  const usingCatalog = source === 'catalog' && !catalogEmpty;
  const chosen = usingCatalog && documentKey ? requiredDocumentLabels[documentKey] : null;

  const onSubmit = form.handleSubmit((values) =>
    send(bodyOf(values), {
      // The catalog shrinks by the document just added: start again from the catalog while it has some left.
      onAdded: () =>
        form.reset(empty(values.source === 'catalog' && available.length > 1 ? 'catalog' : 'named')),
      added: staffCaseTexts.toasts.documentAdded,
      failure: staffCaseTexts.toasts.writeFailure,
      placeFieldErrors: fieldErrorsOn(
        form,
        usingCatalog ? ['documentKey', 'required'] : ['title', 'description', 'required'],
      ),
    }),
  );

  return (
    <CaseForm
      onSubmit={onSubmit}
      title={t.addTitle}
      isPending={add.isPending}
      submitLabel={t.add}
      pendingLabel={t.adding}
    >
      <Controller
        control={form.control}
        name="source"
        render={({ field }) => (
          <RadioGroup
            label={t.sourceLabel}
            name={field.name}
            value={usingCatalog ? 'catalog' : 'named'}
            onChange={(value) => {
              field.onChange(value);
              form.clearErrors();
            }}
            options={[
              { value: 'catalog', label: t.fromCatalog, isDisabled: catalogEmpty },
              { value: 'named', label: t.named },
            ]}
            description={catalogEmpty ? t.catalogExhausted : undefined}
            isDisabled={add.isPending}
          />
        )}
      />
      {usingCatalog ? (
        <>
          <FormSelect
            control={form.control}
            name="documentKey"
            label={t.catalogLabel}
            options={available}
            isRequired
            isDisabled={add.isPending}
          />
          {chosen && <p className="-mt-2 text-sm text-slate-600">{chosen.description}</p>}
        </>
      ) : (
        <>
          <FormTextField
            control={form.control}
            name="title"
            label={t.nameLabel}
            isRequired
            isDisabled={add.isPending}
          />
          <FormTextArea
            control={form.control}
            name="description"
            label={t.descriptionLabel}
            rows={2}
            isDisabled={add.isPending}
          />
        </>
      )}
      <FormSwitch
        control={form.control}
        name="required"
        label={t.requiredSwitch}
        description={t.requiredHint}
        isDisabled={add.isPending}
      />
    </CaseForm>
  );
}
