/** HTML escaping for what the server writes as HTML itself: e-mails, the pages' head, the offline page. */

/** Escapes & < > " ' so `s` is text inside an element or a quoted attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
