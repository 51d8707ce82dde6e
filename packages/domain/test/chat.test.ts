import { describe, expect, it } from 'vitest';
import { adminGreeting, formatFileSize, supportReplyPreview } from '../src/chat.ts';
import { filterFaq, type FaqSearchable } from '../src/help.ts';

describe('chat texts (back office §7, §9)', () => {
  it('previews an admin reply in 50 characters, with an ellipsis only when longer', () => {
    const fifty = 'x'.repeat(50);
    expect(supportReplyPreview('Ann', fifty)).toBe(`Ann replied: ${fifty}`);
    expect(supportReplyPreview('Ann', `${fifty}y`)).toBe(`Ann replied: ${fifty}...`);
  });

  it('greets in the admin-started conversation', () => {
    expect(adminGreeting('Thandi Mokoena')).toBe('Hello Thandi Mokoena, how can we help you today?');
  });

  it('formats sizes', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10_485_760)).toBe('10.0 MB');
  });
});

describe('FAQ filter', () => {
  const items: (FaqSearchable & { id: string })[] = [
    { id: '1', question: 'Which countries do you ship to?', answer: 'Eight countries.', category: 'shipping', tags: ['delivery'] },
    { id: '2', question: 'How do coupons work?', answer: 'Enter the code in the cart.', category: 'payments', tags: ['discount'] },
  ];
  it('matches every word in question, answer or tags, within the category', () => {
    expect(filterFaq(items, 'all', 'DISCOUNT cart').map((i) => i.id)).toEqual(['2']);
    expect(filterFaq(items, 'shipping', 'discount')).toEqual([]);
    expect(filterFaq(items, 'all', '  ').length).toBe(2);
  });
});
