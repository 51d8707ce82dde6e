import { describe, expect, it } from 'vitest';
import { reviewFieldsSchema } from '../src/reviews.ts';

describe('validateReview (§5)', () => {
  it('the schema defaults the rating to 5 and trims', () => {
    const parsed = reviewFieldsSchema.parse({ title: ' T ', comment: ' C ', country: 'ZA' });
    expect(parsed).toEqual({ rating: 5, title: 'T', comment: 'C', country: 'ZA', taggedProducts: [] });
  });
});
