/**
 * 약관 versions for operators (ADMIN of the host's brand only; a visitor 401, anyone else 403): every version of the
 * brand's documents with drafts, 새 버전 등록 (published at once or as a draft), a draft's edit and its publication.
 * A published version is final (409): a change is a new version. Every write leaves its audit row.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { ErrorResponses } from '../../../contracts/common';
import {
  ConsoleLegalDocument,
  ConsoleLegalDocumentList,
  CreateLegalDocumentBody,
  LegalDocumentIdParams,
  UpdateLegalDocumentBody,
} from '../../../contracts/console-legal-documents';
import { createLegalDocument } from '../../legal-documents/create-legal-document';
import { findConsoleLegalDocuments } from '../../legal-documents/find-console-legal-documents';
import { authorizeLegalDocumentEditing } from '../../legal-documents/legal-document-policy';
import { publishLegalDocument } from '../../legal-documents/publish-legal-document';
import { updateLegalDocument } from '../../legal-documents/update-legal-document';
import { contentSchemaErrorFormatter } from './console-content-labels';
import { consoleRateLimit, noStore, operatorsOnly } from './console-route-kit';

const TAGS = ['admin-legal-documents'];

const adminOf = async (request: FastifyRequest) =>
  authorizeLegalDocumentEditing((await request.getSession())?.user ?? null, request.site.brand);

export async function consoleLegalDocumentRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(contentSchemaErrorFormatter);
  noStore(app);
  const admins = operatorsOnly(authorizeLegalDocumentEditing);

  app.get(
    '/apiV2/admin/legal-documents',
    {
      config: consoleRateLimit(),
      ...admins,
      schema: { tags: TAGS, summary: '약관 버전 목록 (초안 포함)', response: { 200: ConsoleLegalDocumentList, ...ErrorResponses } },
    },
    async (request) => ({ items: await findConsoleLegalDocuments(db, await adminOf(request)) }),
  );

  app.post(
    '/apiV2/admin/legal-documents',
    {
      config: consoleRateLimit(),
      ...admins,
      schema: {
        tags: TAGS,
        summary: '새 버전 등록 (시행일은 오늘 이후)',
        body: CreateLegalDocumentBody,
        response: { 201: ConsoleLegalDocument, ...ErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createLegalDocument(db, await adminOf(request), request.body)),
  );

  app.put(
    '/apiV2/admin/legal-documents/:documentId',
    {
      config: consoleRateLimit(),
      ...admins,
      schema: {
        tags: TAGS,
        summary: '초안 수정 (게시된 버전은 409)',
        params: LegalDocumentIdParams,
        body: UpdateLegalDocumentBody,
        response: { 200: ConsoleLegalDocument, ...ErrorResponses },
      },
    },
    async (request) => updateLegalDocument(db, await adminOf(request), request.params.documentId, request.body),
  );

  app.post(
    '/apiV2/admin/legal-documents/:documentId/publish',
    {
      config: consoleRateLimit(),
      ...admins,
      schema: {
        tags: TAGS,
        summary: '초안 게시 (이미 게시된 버전은 409)',
        params: LegalDocumentIdParams,
        response: { 200: ConsoleLegalDocument, ...ErrorResponses },
      },
    },
    async (request) => publishLegalDocument(db, await adminOf(request), request.params.documentId),
  );
}
