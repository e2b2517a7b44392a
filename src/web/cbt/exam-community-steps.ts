/**
 * Spec §7.3: "the answer and like button handlers run the chat-room and board steps; errors are only logged".
 * After a like, and after an answer sheet is submitted, the member joins the exam's chat room (brands with a chat)
 * and bookmarks the menu of the exam's information-room board, so both show up in their chat list and community
 * shortcuts. Neither step may ever fail the like or the submit.
 */
import type { ApiClient } from '../api/api-client';
import type { GraphqlRequester } from '../api/graphql-clients';
import { useCallback } from 'react';
import { useTheme } from 'styled-components';
import { getBrand } from '../../config/brands';
import { addBookmark, getBoardBySlug } from '../api/community-api';
import { getExamCommunityBoard } from '../api/exams-api';
import { joinExamChatRoom } from '../chat/join-exam-chat-room';
import { getBrowserPortalClient } from '../api/portal-client';
import { getBrowserCbtClient } from '../session/browser-client';
import { getBrowserCommunityClient } from '../api/community-client';

export interface ExamCommunityClients {
  cbt: ApiClient;
  portal: GraphqlRequester;
  community: GraphqlRequester;
}

export interface ExamRef {
  examIdx: number;
  /** The exam's board slug when the page has it; otherwise asked from `/apiV2/exams/{id}/community-board`. */
  communityBoardId?: string | null;
}

/** The board step: the exam's board → its menu → bookmarked unless it already is. Resolves to the menu id or null. */
export async function bookmarkExamBoard(clients: ExamCommunityClients, exam: ExamRef): Promise<string | null> {
  if (exam.communityBoardId === null) return null; // the exam has no information room
  try {
    const slug = exam.communityBoardId ?? (await getExamCommunityBoard(clients.cbt, exam.examIdx));
    const { menu } = await getBoardBySlug(clients.community, slug);
    if (menu.bookmarkable && !menu.viewerHasBookmarked) await addBookmark(clients.community, menu.id);
    return menu.id;
  } catch (error) {
    console.error('bookmarking the exam board failed', error);
    return null;
  }
}

/** Both steps side by side; never rejects. */
export async function runExamCommunitySteps(
  clients: ExamCommunityClients,
  exam: ExamRef,
  options: { joinsChatRoom: boolean },
): Promise<void> {
  await Promise.all([
    options.joinsChatRoom ? joinExamChatRoom(clients.portal, exam.examIdx) : null,
    bookmarkExamBoard(clients, exam),
  ]);
}

/** The steps with the browser's clients and the current brand's chat setting. */
export function useExamCommunitySteps(): (exam: ExamRef) => void {
  const theme = useTheme();
  const joinsChatRoom = theme.brand ? getBrand(theme.brand).hasChat : false;
  return useCallback(
    (exam: ExamRef) => {
      const clients = { cbt: getBrowserCbtClient(), portal: getBrowserPortalClient(), community: getBrowserCommunityClient() };
      void runExamCommunitySteps(clients, exam, { joinsChatRoom });
    },
    [joinsChatRoom],
  );
}
