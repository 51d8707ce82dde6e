/**
 * The page's title in the browser tab and history, set once the page is in the browser. It is
 * not rendered as a `<title>` element: the server's first HTML already carries the page's one
 * `<title>` in its head (web-routes.ts, from the route table), and a second one rendered inside
 * the page would make two. `title` is the page's own name, shown as '<title> — PhoneXport';
 * `full` is used as is.
 */
import { useEffect } from 'react';

export function PageTitle({ title, full = false }: { title: string; full?: boolean }) {
  const text = full ? title : `${title} — PhoneXport`;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
