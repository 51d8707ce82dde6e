import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  addTag,
  applyReaction,
  averageRating,
  cardThumbnails,
  emptyReactionCounts,
  reactionAction,
  reviewThumbUrl,
  validateReply,
  validateReview,
  validateReviewFiles,
} from '@phonexport/domain/reviews';

const valid = { rating: 5, title: 'Great phone', comment: 'Arrived in Lusaka in 6 days.', country: 'ZM', taggedProducts: [] };

describe('validateReview (§5)', () => {
  it('accepts a complete review', () => expect(validateReview(valid)).toBeNull());
  it('refuses a blank title or comment with the spec texts', () => {
    expect(validateReview({ ...valid, title: '   ' })).toMatchObject({ title: 'Missing information', message: 'Please provide both a title and comment' });
    expect(validateReview({ ...valid, comment: '\n ' })).toMatchObject({ field: 'comment', code: 'missing_information' });
  });
  it('requires one of the eight countries', () => {
    expect(validateReview({ ...valid, country: '' })).toMatchObject({ title: 'Country required', message: 'Please select your country' });
    expect(validateReview({ ...valid, country: 'US' })?.code).toBe('country_required');
  });
  it('bounds lengths (after trimming) and the rating', () => {
    expect(validateReview({ ...valid, title: 'x'.repeat(100) })).toBeNull();
    expect(validateReview({ ...valid, title: ` ${'x'.repeat(100)} ` })).toBeNull();
    expect(validateReview({ ...valid, title: 'x'.repeat(101) })?.code).toBe('title_too_long');
    expect(validateReview({ ...valid, comment: 'x'.repeat(1001) })?.code).toBe('comment_too_long');
    expect(validateReview({ ...valid, rating: 0 })?.code).toBe('rating_range');
    expect(validateReview({ ...valid, rating: 4.5 })?.code).toBe('rating_range');
  });
});

describe('validateReviewFiles (§5)', () => {
  const img = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });
  it('allows up to five photos and refuses a sixth', () => {
    expect(validateReviewFiles(0, [img('a'), img('b'), img('c'), img('d'), img('e')])).toBeNull();
    expect(validateReviewFiles(5, [img('f')])).toMatchObject({ title: 'Too many images', message: 'You can upload a maximum of 5 images' });
  });
  it('refuses a file over 5 MB, naming it', () => {
    expect(validateReviewFiles(0, [img('big.jpg', 5 * 1024 * 1024)])).toBeNull();
    expect(validateReviewFiles(0, [img('big.jpg', 5 * 1024 * 1024 + 1)])).toMatchObject({ title: 'File too large', message: 'big.jpg: Maximum size is 5MB' });
  });
  it('refuses a file that is not an image', () => {
    expect(validateReviewFiles(0, [img('notes.txt', 10, 'text/plain')])).toMatchObject({ title: 'Invalid file type', message: 'notes.txt is not an image' });
  });
});

describe('validateReply (§5)', () => {
  it('refuses blank and over-long replies', () => {
    expect(validateReply('  ')).toMatchObject({ title: 'Empty reply', message: REVIEW_MESSAGES.emptyReply });
    expect(validateReply('x'.repeat(500))).toBeNull();
    expect(validateReply('x'.repeat(501))?.code).toBe('reply_too_long');
  });
});

describe('reactions (§4)', () => {
  it('adds, removes the same type and replaces another type', () => {
    expect(reactionAction(null, 'helpful')).toEqual({ kind: 'add', type: 'helpful' });
    expect(reactionAction('helpful', 'helpful')).toEqual({ kind: 'remove' });
    expect(reactionAction('helpful', 'thumbsDown')).toEqual({ kind: 'replace', type: 'thumbsDown' });
  });
  it('applyReaction keeps counts consistent', () => {
    const c0 = emptyReactionCounts();
    const a = applyReaction(c0, null, 'thumbsUp');
    expect(a).toEqual({ counts: { helpful: 0, thumbsUp: 1, thumbsDown: 0 }, mine: 'thumbsUp' });
    const b = applyReaction(a.counts, a.mine, 'helpful');
    expect(b).toEqual({ counts: { helpful: 1, thumbsUp: 0, thumbsDown: 0 }, mine: 'helpful' });
    expect(applyReaction(b.counts, b.mine, 'helpful')).toEqual({ counts: c0, mine: null });
  });
});

describe('display (§9)', () => {
  it('averages to one decimal', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4, 4])).toBe(4.5);
  });
  it('shows at most four thumbnails and the overflow', () => {
    expect(cardThumbnails([1, 2, 3])).toEqual({ shown: [1, 2, 3], overflow: 0 });
    expect(cardThumbnails([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], overflow: 2 });
  });
  it('tags without duplicates', () => {
    expect(addTag(['a'], 'a')).toEqual(['a']);
    expect(addTag(['a'], 'b')).toEqual(['a', 'b']);
  });
  it('derives the thumbnail URL', () => {
    expect(reviewThumbUrl('/uploads/reviews/r1/a.webp')).toBe('/uploads/reviews/r1/a-thumb.webp');
    expect(reviewThumbUrl('/uploads/reviews/r1/a-thumb.webp')).toBe('/uploads/reviews/r1/a-thumb.webp');
  });
});
