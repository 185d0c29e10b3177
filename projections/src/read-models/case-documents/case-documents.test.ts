import {
  CASE_DOCUMENT_PEOPLE,
  CASE_DOCUMENT_REQUESTS,
  CASE_DOCUMENTS,
  type DomainEvent,
  requiredDocumentLabels,
  staffDocumentSchema,
} from '@portal/contracts';
import { project } from '../../testing.js';
import { registrationEvents, staffRegistered } from '../fixtures.js';
import { caseDocumentsProjector } from './index.js';

const sha256 = 'ab'.repeat(32);
const keys = { documentId: 'd1', caseId: 'c1', userId: 'u1' };

const uploaded = (requiredDocumentId: string | null): DomainEvent => ({
  type: 'DocumentUploaded',
  data: {
    ...keys,
    uploadedBy: 'u1',
    fileName: 'INE_Ana_Ruiz.pdf',
    size: 48_213,
    contentType: 'application/pdf',
    sha256,
    receivedAt: '2026-11-12T09:59:00.000Z',
    requiredDocumentId,
    surface: 'dashboard',
  },
});

/** A document the case asks for that staff named themselves (not one of the catalog). */
const namedRequest: DomainEvent = {
  type: 'RequiredDocumentAdded',
  data: {
    processId: 'p1',
    caseId: 'c1',
    userId: 'u1',
    documentId: 'rd-contrato',
    documentKey: null,
    title: 'Contrato con la plataforma',
    description: null,
    required: true,
  },
};

/** Document d1 of case c1 as staff see it once sent for the officialId request, before a review. */
const inReview = {
  id: 'd1',
  caseId: 'c1',
  clientUserId: 'u1',
  uploadedBy: 'u1',
  fileName: 'INE_Ana_Ruiz.pdf',
  size: 48_213,
  contentType: 'application/pdf',
  sha256,
  uploadedAt: '2026-11-12T09:59:00.000Z',
  uploaderName: 'Ana Ruiz',
  status: 'in_review',
  rejectionReason: null,
  reviewedAt: null,
  reviewerName: null,
  requiredDocumentId: 'officialId',
  requiredDocumentName: requiredDocumentLabels.officialId.name,
  url: '/api/documents/d1/download',
  // The document stream's first event.
  revision: 0,
};

describe('case documents projector', () => {
  it('lists a sent document with its sender, the request it answers and its download path', async () => {
    const view = await project([caseDocumentsProjector], [...registrationEvents(), uploaded('officialId')]);
    const doc = await view.get(CASE_DOCUMENTS, 'd1');
    expect(doc).toEqual(inReview);
    expect(staffDocumentSchema.safeParse(doc).success).toBe(true);
    expect(await view.get(CASE_DOCUMENT_REQUESTS, 'c1')).toEqual({
      names: {
        officialId: requiredDocumentLabels.officialId.name,
        policeReport: requiredDocumentLabels.policeReport.name,
      },
    });
  });

  it("records a review with its date, the reviewer's name and the stream's revision", async () => {
    const view = await project(
      [caseDocumentsProjector],
      [
        ...registrationEvents(),
        staffRegistered('ua', 'Lic. Ana Torres', 'agent'),
        uploaded('officialId'),
        {
          type: 'DocumentRejected',
          data: { ...keys, fileName: 'INE_Ana_Ruiz.pdf', reviewerId: 'ua', reason: 'Ilegible' },
        },
      ],
    );
    expect(await view.get(CASE_DOCUMENTS, 'd1')).toEqual({
      ...inReview,
      status: 'rejected',
      rejectionReason: 'Ilegible',
      // The 7th event of the history, one day apart from 2026-11-10.
      reviewedAt: '2026-11-16T10:00:00.000Z',
      reviewerName: 'Lic. Ana Torres',
      revision: 1,
    });

    const verified = await project(
      [caseDocumentsProjector],
      [
        ...registrationEvents(),
        uploaded(null),
        { type: 'DocumentVerified', data: { ...keys, fileName: 'INE_Ana_Ruiz.pdf', reviewerId: 'nobody' } },
      ],
    );
    expect(await verified.get(CASE_DOCUMENTS, 'd1')).toMatchObject({
      status: 'verified',
      rejectionReason: null,
      reviewedAt: '2026-11-15T10:00:00.000Z',
      // A reviewer it never saw registered has no name to show.
      reviewerName: '',
      requiredDocumentId: null,
      requiredDocumentName: null,
    });
  });

  it('links a document to a request staff named, and to none once the request is unknown', async () => {
    const view = await project(
      [caseDocumentsProjector],
      [
        ...registrationEvents(),
        namedRequest,
        uploaded(null),
        {
          type: 'DocumentLinkedToRequirement',
          data: { ...keys, requiredDocumentId: 'rd-contrato', linkerId: 'ua' },
        },
      ],
    );
    expect(await view.get(CASE_DOCUMENTS, 'd1')).toMatchObject({
      requiredDocumentId: 'rd-contrato',
      requiredDocumentName: 'Contrato con la plataforma',
      revision: 1,
    });

    const unknown = await project(
      [caseDocumentsProjector],
      [
        ...registrationEvents(),
        uploaded(null),
        {
          type: 'DocumentLinkedToRequirement',
          data: { ...keys, requiredDocumentId: 'rd-otro', linkerId: 'ua' },
        },
      ],
    );
    expect(await unknown.get(CASE_DOCUMENTS, 'd1')).toMatchObject({
      requiredDocumentId: 'rd-otro',
      requiredDocumentName: null,
    });
  });

  it('keeps the name a sender had when sending; later names are kept for what comes next', async () => {
    const view = await project(
      [caseDocumentsProjector],
      [
        ...registrationEvents(),
        uploaded('officialId'),
        {
          type: 'UserNameChanged',
          data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
        },
      ],
    );
    expect(await view.get(CASE_DOCUMENTS, 'd1')).toMatchObject({ uploaderName: 'Ana Ruiz' });
    expect(await view.get(CASE_DOCUMENT_PEOPLE, 'u1')).toEqual({ fullName: 'Ana Ruiz Díaz' });
  });

  it('ignores a review of a document it never saw sent', async () => {
    const view = await project(
      [caseDocumentsProjector],
      [{ type: 'DocumentVerified', data: { ...keys, fileName: 'x.pdf', reviewerId: 'ua' } }],
    );
    expect(await view.get(CASE_DOCUMENTS, 'd1')).toBeUndefined();
  });
});
