/** HTML escaping for the shop's e-mails: every value put into an HTML part goes through it. */

/** Escapes & < > " ' so `s` is text inside an element or a quoted attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
