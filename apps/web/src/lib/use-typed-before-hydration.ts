/**
 * Keeps what a shopper typed into a server-rendered form before the scripts arrived (issue 23;
 * decision 055). Until React hydrates the page, its fields are plain HTML: the browser keeps the
 * text typed into them, but the component's state still holds the server's value, so the first
 * re-render would put that back (the typed text lost, a search never run). Once mounted, this
 * hook reads each field of the form whose value differs from the one the server rendered (its
 * `defaultValue` / `defaultChecked` / its option carrying `selected`) and hands it to `apply`, so the state
 * takes what is on screen.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The field's current value when it differs from the server's, else null (checkboxes: 'true' / 'false'; radios: the value of the one newly checked). */
function typedValue(el: Field): string | null {
  if (el instanceof HTMLSelectElement) {
    // A select the server rendered marks its value `selected`; one React rendered in the browser
    // (a page reached by a link inside the app) marks none, and was never typed into.
    const served = [...el.options].find((o) => o.hasAttribute('selected'))?.value;
    if (served === undefined) return null;
    return el.value !== served ? el.value : null;
  }
  if (el instanceof HTMLInputElement && el.type === 'radio') return el.checked && !el.defaultChecked ? el.value : null;
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked !== el.defaultChecked ? String(el.checked) : null;
  return el.value !== el.defaultValue ? el.value : null;
}

/** The select an input or change event now being dispatched (`window.event`) is for, else undefined. */
function selectChanging(event: Event | undefined): HTMLSelectElement | undefined {
  return event && (event.type === 'input' || event.type === 'change') && event.target instanceof HTMLSelectElement ? event.target : undefined;
}

/**
 * Once, when the component mounts: `apply(field, value)` for every field inside `form` (a form, or
 * any element holding fields that act on change, as Settings' preferences; named by its `name`,
 * else its `id`) holding a value typed before hydration. Returns nothing; a form keeps working as
 * plain HTML (a GET form submits) before the scripts run.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLElement | null>, apply: (field: string, value: string) => void): void {
  const latest = useRef(apply);
  useLayoutEffect(() => {
    latest.current = apply;
  });
  useLayoutEffect(() => {
    const el = form.current;
    if (!el) return;
    // A select changed once React had started (hydrateRoot) but before this part was hydrated makes
    // React hydrate it at once, inside that very event, and then hand the event to the select's own
    // onChange. Applying it here as well would act twice, and the second time on the value the
    // re-render put back (Settings saved English again after Spanish was picked). A text field or a
    // radio is not handed over so: React's value tracker starts from the typed value and sees no
    // change, so this hook applies it.
    const handledByReact = selectChanging(window.event);
    for (const field of el.querySelectorAll('input, select, textarea')) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
      const key = field.name || field.id;
      if (!key || field === handledByReact || (field instanceof HTMLInputElement && field.type === 'radio' && !field.checked)) continue;
      const value = typedValue(field);
      if (value !== null) latest.current(key, value);
    }
  }, [form]);
}
