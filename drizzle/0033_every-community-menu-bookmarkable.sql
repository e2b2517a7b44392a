-- Every community board may be bookmarked: 자유게시판, the anonymous boards and the other general menus were seeded
-- with bookmarkable = false, which left their boards without a 즐겨찾기 toggle. No operator tool sets the flag, so every
-- existing menu takes the product's rule.
UPDATE "community_menus" SET "bookmarkable" = true WHERE "bookmarkable" = false;
