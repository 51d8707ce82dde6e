/**
 * What a shopper picked or typed on the server's HTML before the scripts arrived is kept once
 * React hydrates (issue 23; decisions 055, 088), and a page React renders in the browser is never
 * taken for one typed into.
 */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from '../../src/lib/use-typed-before-hydration';

function Preferences({ apply, onPick = () => {} }: { apply: (field: string, value: string) => void; onPick?: (language: string) => void }) {
  const fields = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(fields, apply);
  return (
    <div ref={fields}>
      <select name="language" value="fr" onChange={(e) => onPick(e.target.value)}>
        <option value="en">English</option>
        <option value="fr">Français</option>
        <option value="de">Deutsch</option>
      </select>
      <input name="q" defaultValue="" />
      {['light', 'dark', 'system'].map((theme) => (
        <input key={theme} type="radio" name="theme" value={theme} checked={theme === 'system'} onChange={() => {}} />
      ))}
    </div>
  );
}

function serve(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Preferences apply={() => {}} />);
  document.body.append(host);
  return host;
}

/**
 * Dispatches a bubbling `type` event on `target` with `window.event` set to it meanwhile, as
 * Chromium does while an event is dispatched (happy-dom does not).
 */
function dispatchAsBrowser(target: EventTarget, type: string): void {
  const event = new Event(type, { bubbles: true });
  let current: Event | undefined;
  Object.defineProperty(window, 'event', { configurable: true, get: () => current });
  try {
    current = event;
    target.dispatchEvent(event);
  } finally {
    Reflect.deleteProperty(window, 'event');
  }
}

describe('useTypedBeforeHydration', () => {
  it('hands over a language picked, a search typed and a theme checked on the server HTML before hydration', () => {
    const host = serve();
    host.querySelector('select')!.value = 'de';
    host.querySelector('input')!.value = 'pixel';
    host.querySelector<HTMLInputElement>('input[value=dark]')!.checked = true;
    const apply = vi.fn();
    act(() => void hydrateRoot(host, <Preferences apply={apply} />));
    expect(apply.mock.calls).toEqual([
      ['language', 'de'],
      ['q', 'pixel'],
      ['theme', 'dark'],
    ]);
    host.remove();
  });

  it('hands over nothing when the server HTML was left as served', () => {
    const host = serve();
    const apply = vi.fn();
    act(() => void hydrateRoot(host, <Preferences apply={apply} />));
    expect(apply).not.toHaveBeenCalled();
    host.remove();
  });

  it('leaves a pick made after hydrateRoot to the onChange React hands it to', () => {
    const host = serve();
    const apply = vi.fn();
    const onPick = vi.fn();
    hydrateRoot(host, <Preferences apply={apply} onPick={onPick} />);
    // Not yet hydrated: React hydrates the root inside this event, then dispatches it.
    const select = host.querySelector('select')!;
    select.value = 'de';
    dispatchAsBrowser(select, 'change');
    expect(onPick.mock.calls).toEqual([['de']]);
    expect(apply).not.toHaveBeenCalled();
    host.remove();
  });

  it('hands over text typed after hydrateRoot: React does not hand that event to onChange', () => {
    const host = serve();
    const apply = vi.fn();
    hydrateRoot(host, <Preferences apply={apply} />);
    const box = host.querySelector<HTMLInputElement>('input[name=q]')!;
    box.value = 'pixel';
    dispatchAsBrowser(box, 'input');
    expect(apply.mock.calls).toEqual([['q', 'pixel']]);
    host.remove();
  });

  it('hands over nothing for a page rendered in the browser whose saved choice is not the first option', () => {
    const apply = vi.fn();
    render(<Preferences apply={apply} />);
    expect(apply).not.toHaveBeenCalled();
  });
});
