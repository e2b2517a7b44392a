/**
 * 자주 묻는 질문 for operators: the brand's entries in order, and adding, editing, moving and deleting them. Same
 * pipeline as the other console routes (rate limit → the role: a visitor is 401, anyone but a CONTENT_EDITOR or ADMIN
 * of the host's brand 403, before the body is read → validate → operation); every write leaves its audit row. The public
 * `/apiV2/faq` answers may be kept a minute by browsers, so an edit shows within one.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { ErrorResponses } from '../../../contracts/common';
import {
  ConsoleFaqEntry,
  ConsoleFaqList,
  CreateFaqEntryBody,
  DeletedFaqEntry,
  FaqEntryParams,
  MoveFaqEntryBody,
  UpdateFaqEntryBody,
} from '../../../contracts/console-faq';
import { createFaqEntry } from '../../faq/create-faq-entry';
import { deleteFaqEntry } from '../../faq/delete-faq-entry';
import { authorizeFaqEditing } from '../../faq/faq-policy';
import { findConsoleFaqEntries } from '../../faq/find-console-faq-entries';
import { moveFaqEntry } from '../../faq/move-faq-entry';
import { updateFaqEntry } from '../../faq/update-faq-entry';
import { contentSchemaErrorFormatter } from './console-content-labels';
import { consoleRateLimit, noStore, operatorsOnly } from './console-route-kit';

const TAGS = ['admin-faq'];

const faqEditorOf = async (request: FastifyRequest) => authorizeFaqEditing((await request.getSession())?.user ?? null, request.site.brand);

export async function consoleFaqRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(contentSchemaErrorFormatter);
  noStore(app);
  const editors = operatorsOnly(authorizeFaqEditing);

  app.get(
    '/apiV2/admin/faq',
    {
      config: consoleRateLimit(),
      ...editors,
      schema: { tags: TAGS, summary: '자주 묻는 질문 (보이는 순서대로)', response: { 200: ConsoleFaqList, ...ErrorResponses } },
    },
    async (request) => ({ items: await findConsoleFaqEntries(db, await faqEditorOf(request)) }),
  );

  app.post(
    '/apiV2/admin/faq',
    {
      config: consoleRateLimit(),
      ...editors,
      schema: {
        tags: TAGS,
        summary: '질문 등록 (맨 뒤에)',
        body: CreateFaqEntryBody,
        response: { 201: ConsoleFaqEntry, ...ErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createFaqEntry(db, await faqEditorOf(request), request.body)),
  );

  app.patch(
    '/apiV2/admin/faq/:faqId',
    {
      config: consoleRateLimit(),
      ...editors,
      schema: {
        tags: TAGS,
        summary: '질문 수정',
        params: FaqEntryParams,
        body: UpdateFaqEntryBody,
        response: { 200: ConsoleFaqEntry, ...ErrorResponses },
      },
    },
    async (request) => updateFaqEntry(db, await faqEditorOf(request), request.params.faqId, request.body),
  );

  app.post(
    '/apiV2/admin/faq/:faqId/move',
    {
      config: consoleRateLimit(),
      ...editors,
      schema: {
        tags: TAGS,
        summary: '질문을 한 칸 위나 아래로 (새 순서의 목록을 돌려줌)',
        params: FaqEntryParams,
        body: MoveFaqEntryBody,
        response: { 200: ConsoleFaqList, ...ErrorResponses },
      },
    },
    async (request) => ({ items: await moveFaqEntry(db, await faqEditorOf(request), request.params.faqId, request.body.direction) }),
  );

  app.delete(
    '/apiV2/admin/faq/:faqId',
    {
      config: consoleRateLimit(),
      ...editors,
      schema: { tags: TAGS, summary: '질문 삭제', params: FaqEntryParams, response: { 200: DeletedFaqEntry, ...ErrorResponses } },
    },
    async (request) => {
      await deleteFaqEntry(db, await faqEditorOf(request), request.params.faqId);
      return { id: request.params.faqId };
    },
  );
}
