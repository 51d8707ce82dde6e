/**
 * No visible text is written into a component: every text a person reads goes through `t()`
 * in five languages (issue 23, decision 056). The rules of what counts are in hard-coded-text.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardCodedTexts } from './hard-coded-text';

const SRC = join(import.meta.dirname, '../../src');

/**
 * Back-office screens whose texts are being moved into the locale files on their own branch
 * (s4-backoffice, issue 24). This list only shrinks: the lead empties it when that branch is
 * merged, and a file that no longer has hard-coded text must leave it (checked below).
 */
const PENDING_BACK_OFFICE = [
  'app/admin-layout.tsx',
  'features/audit/audit-log-page.tsx',
  'features/catalog/brands-page.tsx',
  'features/catalog/heroes-page.tsx',
  'features/catalog/products-page.tsx',
  'features/reviews/admin-reviews-page.tsx',
  'features/shop-settings/settings-page.tsx',
];

const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx')).map((f) => f.split('\\').join('/')).sort();

describe('hard-coded text in components', () => {
  it.each(files.filter((f) => !PENDING_BACK_OFFICE.includes(f)))('%s has none', (file) => {
    const found = hardCodedTexts(file, readFileSync(join(SRC, file), 'utf8')).map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(found).toEqual([]);
  });

  it('lists only pending files that exist and still have hard-coded text', () => {
    for (const file of PENDING_BACK_OFFICE) {
      expect(files, file).toContain(file);
      expect(hardCodedTexts(file, readFileSync(join(SRC, file), 'utf8')).length, `${file} is translated: remove it from PENDING_BACK_OFFICE`).toBeGreaterThan(0);
    }
  });
});

describe('the rules bite', () => {
  const texts = (src: string) => hardCodedTexts('x.tsx', src).map((f) => f.text);

  it('finds JSX text, visible props, toasts, object labels, defaults and capitalised call arguments', () => {
    expect(texts(`const a = <p>My Orders</p>;`)).toEqual(['My Orders']);
    expect(texts(`const a = <input placeholder="Search for phones" aria-label={'Search'} />;`)).toEqual(['Search for phones', 'Search']);
    expect(texts(`const a = <b title={ok ? 'Saved' : 'Failed'} />;`)).toEqual(['Saved', 'Failed']);
    expect(texts(`toast.success('Settings Saved', { description: 'All good' });`)).toEqual(['Settings Saved', 'All good']);
    expect(texts(`const LINKS = [{ to: '/x', label: 'My Orders' }];`)).toEqual(['My Orders']);
    expect(texts(`function F({ cancelLabel = 'Cancel' }) { return null; }`)).toEqual(['Cancel']);
    expect(texts(`const a = <div>{field('email', 'Email', 'email')}</div>;`)).toEqual(['Email']);
    expect(texts("const a = <p>{`${n} items`}</p>;")).toEqual(['items']);
  });

  it('finds the domain English constants shown as they are', () => {
    const src = `import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';\nconst a = <p>{REVIEW_MESSAGES.loadFailed}</p>;\nconst b = <p>{domainText(REVIEW_MESSAGES.loadFailed)}</p>;`;
    expect(texts(src)).toEqual(['REVIEW_MESSAGES']);
    expect(texts(`const a = <p title={MESSAGES.productLoadFailed} />;`)).toEqual(['MESSAGES.productLoadFailed']);
  });

  it('leaves keys, names, codes, class names and comparisons alone', () => {
    expect(texts(`const a = <p className="btn flex-1" aria-label={t('nav.home')}>{t('cart.title')}</p>;`)).toEqual([]);
    expect(texts(`const a = <p>PhoneXport · PayPal · Visa</p>;`)).toEqual([]);
    expect(texts(`const a = <p>{x === 'Standard' ? t('a.b') : null}</p>;`)).toEqual([]);
    expect(texts(`const LINKS = [{ label: 'footer.myOrders' }]; const s = { label: 'pay' };`)).toEqual([]);
    expect(texts(`const a = <span>{n} / {count}</span>;`)).toEqual([]);
  });
});
