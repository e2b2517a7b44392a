/**
 * Numbers both sides of the CBT contracts use. Kept apart from the schemas so the web can import them as values
 * without shipping `typebox` (the web imports everything else from src/contracts with `import type`).
 */
export const EXAM_LIST_MAX_PAGE_SIZE = 100;
export const BEST_EXAMS_MAX_LIMIT = 50;
export const REVIEW_NOTES_MAX_PAGE_SIZE = 100;

export const RANDOM_SET_DEFAULT_COUNT = 20;
export const SET_MAX_SIZE = 100;
/** Spec §7.1 / §9: the result list's default page size is 1000. */
export const RECORDS_DEFAULT_PAGE_SIZE = 1000;

/** The pass rule of common Korean written exams (e.g. Q-Net 필기): average ≥ 60 and every subject ≥ 40. */
export const PASS_AVERAGE = 60;
export const SUBJECT_CUTOFF = 40;

/** Lines one order sheet may hold (brand B shop). */
export const ORDER_MAX_LINES = 20;
/** An exam is bought once: its order line's quantity is fixed (spec §9). */
export const EXAM_ORDER_COUNT = 1;

/** A comment's length (code points once trimmed) on the portal and in the community. */
export const COMMENT_MAX_LENGTH = 1000;
/** A thread's page of comments (portal and community GraphQL), unless asked otherwise, and at most. */
export const COMMENTS_DEFAULT_PAGE_SIZE = 20;
export const COMMENTS_MAX_PAGE_SIZE = 50;

/** Lines a member's cart may hold (CART0001 beyond it): as many as one order sheet, so the whole cart can be ordered. */
export const CART_MAX_ITEMS = ORDER_MAX_LINES;
/** Shop lists (a category, search, purchase history, my courses) show this many per page. */
export const SHOP_PAGE_SIZE = 20;
/** The longest shop search accepted (characters once trimmed). */
export const SHOP_SEARCH_MAX_LENGTH = 100;

/**
 * Problem and passage text (ADR 34): TEXT is plain text, HTML the console editor's sanitised rich text. The routes'
 * schemas take HTML's bounds; the operation holds TEXT content to its older, smaller ones (and counts HTML by its
 * sanitised markup). A problem's stem, choices and explanation share the problem's format.
 */
export const CONTENT_FORMATS = ['TEXT', 'HTML'] as const;
export const PROBLEM_TEXT_LIMITS = {
  TEXT: { stem: 5000, choice: 1000, explanation: 5000, passage: 20_000 },
  HTML: { stem: 20_000, choice: 2000, explanation: 20_000, passage: 20_000 },
} as const;
/** The longest LaTeX source of one formula (span[data-latex]). */
export const MATH_LATEX_MAX_LENGTH = 1000;
/** A passage's title (always plain text). */
export const PASSAGE_TITLE_MAX_LENGTH = 200;
/** An exam type's name (always plain text). */
export const EXAM_TYPE_NAME_MAX_LENGTH = 50;

/**
 * Notifications between members (ADR 40). Events of one kind on one target for one member fold into one unread
 * notification while its last event is less than the window old. Per hour, a member may write this many comments that
 * notify someone (a 429 beyond), and a member receives at most this many new notifications from others (beyond, an
 * event that would open a new one is dropped; one that joins an open group still does).
 */
export const NOTIFICATION_GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;
export const NOTIFICATION_CAP_WINDOW_MS = 60 * 60 * 1000;
export const NOTIFYING_WRITES_PER_SENDER_PER_HOUR = 30;
export const NOTIFICATIONS_PER_RECIPIENT_PER_HOUR = 20;

/** 자주 묻는 질문 fields (console-faq.ts): 분류, 질문 and 답변 lengths. */
export const FAQ_CATEGORY_MAX = 30;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 3000;
