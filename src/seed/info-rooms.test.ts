import { describe, expect, it } from 'vitest';
import { BRAND_CONFIGS } from '../config/brands';
import { BRANDS } from '../config/hosts';
import { SEED_EXAMS } from './content';
import { SEED_COMMUNITY_MENUS } from './content/community';

describe("the exam categories' 시험 정보방", () => {
  it('are the boards the reference data writes, under bookmarkable menus', () => {
    for (const brand of BRANDS) {
      for (const { slug, infoRoom } of BRAND_CONFIGS[brand].categories) {
        const menu = SEED_COMMUNITY_MENUS.find((m) => m.brand === brand && m.boards.some((board) => board.slug === infoRoom.slug));
        expect(menu, `${brand}:${slug}`).toMatchObject({ slug: infoRoom.slug, title: infoRoom.title, bookmarkable: true });
        expect(menu!.boards.find((board) => board.slug === infoRoom.slug)).toMatchObject(infoRoom);
      }
    }
  });

  it("are the boards the demo exams use, so an exam made in the console shares its category's room", () => {
    for (const exam of SEED_EXAMS) {
      const category = BRAND_CONFIGS[exam.brand].categories.find((c) => c.slug === exam.categorySlug);
      expect(exam.communityBoardSlug, exam.title).toBe(category!.infoRoom.slug);
    }
  });
});
