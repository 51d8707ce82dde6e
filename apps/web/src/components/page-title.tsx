/**
 * The page's title in the browser tab and history: a React 19 `<title>`, which React puts into
 * the document head (also when the page is rendered on the server). `title` is the page's own
 * name, shown as '<title> — PhoneXport', as the server's first HTML names it; `full` is used as is.
 */
export function PageTitle({ title, full = false }: { title: string; full?: boolean }) {
  return <title>{full ? title : `${title} — PhoneXport`}</title>;
}
