/**
 * The community GraphQL schema served at /community/graphql (spec §3 Board/Menu/Embeddable post, §7.3). A module of
 * its own so the web's type generator (npm run codegen) reads the SDL without loading the resolvers.
 */
export const communityGraphqlSchema = /* GraphQL */ `
  "A community menu: what members see in the navigation and may add to their shortcuts (spec §3 Menu)."
  type Menu {
    id: ID!
    title: String!
    slug: String!
    "A post in one of the menu's boards within the last 24 hours."
    hasNewPost: Boolean!
    "Shown in the community's shortcut bar by default."
    isShortcut: Boolean!
    "Members may bookmark it (add it to their own shortcuts)."
    bookmarkable: Boolean!
    "False for a visitor."
    viewerHasBookmarked: Boolean!
  }

  "A board, where posts live; it belongs to one menu (spec §3 Board)."
  type Board {
    id: ID!
    slug: String!
    title: String!
    menu: Menu!
  }

  "A post as a page embeds it (spec §3 Embeddable post); its page is /community/<board.slug>/<id> on the community site."
  type EmbeddablePost {
    id: ID!
    title: String!
    "ISO 8601."
    createdAt: String!
    "The body as plain text, whitespace folded, at most 200 characters."
    contentText: String!
    "The author's nickname (username when none) when posted."
    nickname: String!
    views: Int!
    commentCount: Int!
    containsImage: Boolean!
    containsYoutube: Boolean!
    board: Board!
    "A notice of its board (pinned above the board's list)."
    isNotice: Boolean!
  }

  type EmbeddablePostConnection {
    totalCount: Int!
    "Newest first."
    nodes: [EmbeddablePost!]!
  }

  enum CommunityPostSort {
    LATEST
    VIEWS
    COMMENTS
  }

  type CommunityPostLink {
    id: ID!
    title: String!
  }

  "A post as its page shows it (docs/CONTRACTS.md, Community)."
  type CommunityPost {
    id: ID!
    title: String!
    "Sanitised HTML, safe to render as is under the page's CSP."
    bodyHtml: String!
    "익명 on an anonymous board."
    nickname: String!
    "ISO 8601."
    createdAt: String!
    "ISO 8601 when the post was edited after posting, else null."
    updatedAt: String
    views: Int!
    "Standing comments and replies."
    commentCount: Int!
    isNotice: Boolean!
    containsImage: Boolean!
    containsYoutube: Boolean!
    board: Board!
    viewerIsAuthor: Boolean!
    "The author may edit it (shows 수정)."
    viewerCanEdit: Boolean!
    "The author or an ADMIN may delete it (shows 삭제)."
    viewerCanDelete: Boolean!
    "The next older post of the same board (notices excluded from the chain), null at the end."
    previous: CommunityPostLink
    "The next newer post of the same board, null at the start."
    next: CommunityPostLink
    likeCount: Int!
    "False for a visitor."
    viewerHasLiked: Boolean!
    scrapCount: Int!
    "False for a visitor."
    viewerHasScrapped: Boolean!
    "False for a visitor."
    viewerHasReported: Boolean!
    "ISO 8601 while the post is hidden pending review (reports from 5 members, or an ADMIN); only its author and ADMINs can open it then."
    hiddenAt: String
    "An ADMIN of the brand: may hide, restore and pin (공지 고정) it."
    viewerCanModerate: Boolean!
  }

  "Why a member reports a post or a comment."
  enum CommunityReportReason {
    "스팸/광고"
    SPAM
    "욕설/비하"
    ABUSE
    "음란물"
    OBSCENE
    "개인정보 노출"
    PRIVACY
    "기타 (detail required)"
    OTHER
  }

  input CommunityReportInput {
    reason: CommunityReportReason!
    "0-300 characters once trimmed; 1-300 for OTHER."
    detail: String
  }

  type CommunityReportResult {
    "Always true: the report is kept (a second report of the same target by the same member is a Korean 409)."
    reported: Boolean!
    "The target is hidden pending review now (this report made 5 open reports from different members, or it already was)."
    hidden: Boolean!
  }

  type CommunityPostLikeResult {
    postId: ID!
    liked: Boolean!
    likeCount: Int!
  }

  type CommunityPostScrapResult {
    postId: ID!
    scrapped: Boolean!
    scrapCount: Int!
  }

  "A page of posts (search results, a member's scraps)."
  type CommunityPostPage {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [EmbeddablePost!]!
  }

  type BoardPostPage {
    board: Board!
    "The board's notices, newest first, at most 5: pinned above the list on page 1, empty on later pages."
    notices: [EmbeddablePost!]!
    "Posts that are not notices."
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [EmbeddablePost!]!
  }

  type CommunityMenuBoards {
    menu: Menu!
    boards: [Board!]!
  }

  type CommunityHome {
    "A member's bookmarked menus (bookmark order), then the menus marked isShortcut they have not bookmarked."
    shortcuts: [Menu!]!
    "Every menu of the brand in display order with its boards."
    menus: [CommunityMenuBoards!]!
    "The 10 most viewed posts written in the last 7 days."
    popularPosts: [EmbeddablePost!]!
    "The 10 newest posts of the brand."
    newestPosts: [EmbeddablePost!]!
  }

  type CommunityComment {
    id: ID!
    parentId: ID
    "Plain text as written (render as text, keep line breaks); empty when deleted."
    body: String!
    deleted: Boolean!
    "The author's nickname as kept, 익명 on an anonymous board, empty when deleted."
    authorName: String!
    "ISO 8601."
    createdAt: String!
    edited: Boolean!
    "Hidden pending review (reports from 5 members, or an ADMIN): body and authorName are empty, like a deleted one."
    hidden: Boolean!
    "False for a visitor."
    viewerHasReported: Boolean!
    viewerIsAuthor: Boolean!
    viewerCanEdit: Boolean!
    viewerCanDelete: Boolean!
    "Standing replies oldest first (always empty on a reply)."
    replies: [CommunityComment!]!
  }

  type CommunityCommentConnection {
    "Top-level comments shown (a deleted one stays, as deleted, while it has standing replies); paging counts these."
    totalCount: Int!
    "Standing comments and replies on the post."
    commentCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [CommunityComment!]!
  }

  input CreateCommunityCommentInput {
    postId: ID!
    parentId: ID
    "1-1000 characters once trimmed."
    body: String!
  }

  type CreateCommunityCommentResult {
    comment: CommunityComment!
    commentCount: Int!
  }

  type DeleteCommunityCommentResult {
    id: ID!
    commentCount: Int!
  }

  input CommunityPostInput {
    "1-100 characters once trimmed."
    title: String!
    "HTML from the editor; sanitised on the server (sanitize-community-body.ts); at most 50,000 characters before sanitising; must have text or an image once sanitised."
    bodyHtml: String!
    "Operators only (ADMIN, CONTENT_EDITOR); anyone else asking for it → 403."
    isNotice: Boolean
  }

  type DeleteCommunityPostResult {
    id: ID!
    boardSlug: String!
  }

  type Query {
    "The brand's board with this slug (an exam's communityBoardId), or null."
    boardBySlug(boardSlug: String!): Board
    "The brand's board with this id, or null."
    board(id: ID!): Board
    "Posts of the board named by uri (/community/<slug>, or that path on the brand's community host); page from 1, pageSize 1..50 (default 5)."
    embeddablePosts(uri: String!, page: Int, pageSize: Int): EmbeddablePostConnection!
    communityHome: CommunityHome!
    "Posts of the board with this slug; page from 1, pageSize 1-50 (default 20); sort default LATEST. Unknown slug: Korean 404."
    boardPosts(boardSlug: String!, page: Int, pageSize: Int, sort: CommunityPostSort): BoardPostPage!
    "The brand's post, or a Korean 404 (missing, another brand's, malformed id → 400)."
    communityPost(id: ID!): CommunityPost!
    "Comments of a post oldest first, paged by top-level comment (pageSize 1-50, default 20)."
    communityComments(postId: ID!, page: Int, pageSize: Int): CommunityCommentConnection!
    "Standing posts of the brand, or of one board, whose title, body text or author (not on anonymous boards) match, Korean-aware like the portal search (jamo, 초성); best match first. Blank query: Korean 400 (1글자 이상 검색해주세요.); unknown boardSlug: Korean 404; page from 1, pageSize 1-50 (default 20)."
    searchCommunityPosts(query: String!, boardSlug: String, page: Int, pageSize: Int): CommunityPostPage!
    "The member's scrapped posts that still stand, newest scrap first (visitor: 401); pageSize 1-50 (default 20)."
    myCommunityScraps(page: Int, pageSize: Int): CommunityPostPage!
  }

  type Mutation {
    "Adds a bookmarkable menu to the member's shortcuts (idempotent)."
    addBookmark(menuId: ID!): Menu!
    "Removes a menu from the member's shortcuts (idempotent)."
    removeBookmark(menuId: ID!): Menu!
    "Counts a view once per visitor (member, else address and browser) per KST day; returns the views."
    recordCommunityPostView(id: ID!): Int!
    "Members only; rate limited (Korean 429)."
    createCommunityComment(input: CreateCommunityCommentInput!): CreateCommunityCommentResult!
    "The author's own standing comment; rate limited."
    updateCommunityComment(id: ID!, body: String!): CommunityComment!
    "Soft delete by the author or an ADMIN; rate limited."
    deleteCommunityComment(id: ID!): DeleteCommunityCommentResult!
    "Members only; rate limited (Korean 429). The board must exist for the brand (404)."
    createCommunityPost(boardSlug: String!, input: CommunityPostInput!): CommunityPost!
    "The author only (403 otherwise); updatedAt is set."
    updateCommunityPost(id: ID!, input: CommunityPostInput!): CommunityPost!
    "The author or an ADMIN; the post leaves every list and its page is a Korean 404 from then on."
    deleteCommunityPost(id: ID!): DeleteCommunityPostResult!
    "Members only, not on their own post (Korean 400); idempotent; rate limited."
    likeCommunityPost(id: ID!): CommunityPostLikeResult!
    unlikeCommunityPost(id: ID!): CommunityPostLikeResult!
    "Members only; idempotent; rate limited."
    scrapCommunityPost(id: ID!): CommunityPostScrapResult!
    unscrapCommunityPost(id: ID!): CommunityPostScrapResult!
    "Members only, not their own post (400), once per member (409); 5 open reports from different members hide the post."
    reportCommunityPost(id: ID!, input: CommunityReportInput!): CommunityReportResult!
    "Members only, not their own comment (400), once per member (409); 5 open reports from different members hide the comment."
    reportCommunityComment(id: ID!, input: CommunityReportInput!): CommunityReportResult!
    "ADMIN of the brand only (403): hides the post pending review; its open reports are resolved HIDDEN."
    hideCommunityPost(id: ID!): CommunityPost!
    "ADMIN only: shows a hidden post again; its open reports are resolved RESTORED."
    restoreCommunityPost(id: ID!): CommunityPost!
    "ADMIN only: pins the post above its board's list as a notice (isNotice), or unpins it."
    setCommunityPostPinned(id: ID!, pinned: Boolean!): CommunityPost!
    "ADMIN only: hides a comment pending review (open reports resolved HIDDEN)."
    hideCommunityComment(id: ID!): CommunityComment!
    "ADMIN only: shows a hidden comment again (open reports resolved RESTORED)."
    restoreCommunityComment(id: ID!): CommunityComment!
  }
`;
