import { describe, expect, it } from 'vitest';
import { SEED_EXAMS } from './content';
import { SHOP_SEED_CATEGORIES, productListing } from './seed-shop';

const paidB = SEED_EXAMS.filter((exam) => exam.brand === 'b' && !exam.isFree);
const listings = paidB.map((exam) => ({ exam, listing: productListing({ title: exam.title, slug: exam.categorySlug }) }));

describe('the demo shop listings', () => {
  it("give every paid brand B exam its own product text, not another product's nor its exam's", () => {
    for (const { exam, listing } of listings) {
      expect(listing.description, exam.title).not.toBe('');
      expect(listing.description, exam.title).not.toBe(exam.description);
    }
    const texts = listings.map(({ listing }) => listing.description);
    expect(new Set(texts).size, 'two products share a description').toBe(texts.length);
  });

  it('sell each exam in one of the shop lists, and leave no list empty', () => {
    const labels = SHOP_SEED_CATEGORIES.map((category) => category.label);
    for (const { exam, listing } of listings) expect(labels, exam.title).toContain(listing.category);
    for (const label of labels) {
      expect(listings.filter(({ listing }) => listing.category === label).length, `${label} has no product`).toBeGreaterThan(0);
    }
  });

  it("sells an exam the content does not list in its CBT category's list, with no words of its own", () => {
    expect(productListing({ title: '운영자가 만든 병원 시험', slug: 'hospital-test' })).toEqual({ category: '병원 필기시험', description: '' });
    expect(productListing({ title: '분류 없는 시험', slug: null })).toEqual({ category: null, description: '' });
  });
});
