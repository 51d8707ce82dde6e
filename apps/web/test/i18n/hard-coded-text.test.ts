/**
 * No visible text is written into a component: every text a person reads goes through `t()`
 * in five languages (issue 23, decision 056). The rules of what counts are in hard-coded-text.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardCodedTexts } from './hard-coded-text';

const SRC = join(import.meta.dirname, '../../src');

const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx')).map((f) => f.split('\\').join('/')).sort();

describe('hard-coded text in components', () => {
  it.each(files)('%s has none', (file) => {
    const found = hardCodedTexts(file, readFileSync(join(SRC, file), 'utf8')).map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(found).toEqual([]);
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
    expect(texts(`const columns = [{ header: 'Product', cell: (p) => p.name }];`)).toEqual(['Product']);
    expect(texts(`const a = <EditorDialog titles={['Add Brand', 'Edit Brand']} />;`)).toEqual(['Add Brand', 'Edit Brand']);
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
