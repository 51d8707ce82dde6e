/**
 * The page Lighthouse's floors render (e2e/bench/floors.ts): a heading, a line and 24 items of text
 * with a button each, about 150 elements, no image, no font, no data. Written with `createElement`
 * so the bench's server renders it and Vite bundles it for the browser without a JSX setup.
 */
import { createElement as h, useState } from 'react';

/** One item: a title, a line and a button that counts its taps (something to hydrate). */
function Item({ n }: { n: number }) {
  const [taps, setTaps] = useState(0);
  return h(
    'li',
    null,
    h('h2', null, `Item ${n}`),
    h('p', null, `A line of text about item ${n}, long enough to wrap on a phone's screen once or twice.`),
    h('button', { type: 'button', onClick: () => setTaps(taps + 1) }, `Tapped ${taps} times`),
  );
}

/** The whole page. */
export function FloorPage() {
  return h(
    'main',
    null,
    h('h1', null, 'A page that is not the shop'),
    h('p', null, 'What this machine and React cost Lighthouse, measured in the same run as the shop.'),
    h('ul', null, ...Array.from({ length: 24 }, (_, i) => h(Item, { key: i, n: i + 1 }))),
  );
}
