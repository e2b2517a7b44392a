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
  }

  type EmbeddablePostConnection {
    totalCount: Int!
    "Newest first."
    nodes: [EmbeddablePost!]!
  }

  type Query {
    "The brand's board with this slug (an exam's communityBoardId), or null."
    boardBySlug(boardSlug: String!): Board
    "The brand's board with this id, or null."
    board(id: ID!): Board
    "Posts of the board named by uri (/community/<slug>, or that path on the brand's community host); page from 1, pageSize 1..50 (default 5)."
    embeddablePosts(uri: String!, page: Int, pageSize: Int): EmbeddablePostConnection!
  }

  type Mutation {
    "Adds a bookmarkable menu to the member's shortcuts (idempotent)."
    addBookmark(menuId: ID!): Menu!
    "Removes a menu from the member's shortcuts (idempotent)."
    removeBookmark(menuId: ID!): Menu!
  }
`;
