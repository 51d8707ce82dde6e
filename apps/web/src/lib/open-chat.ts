/** Spec browser event 'openChat' (storefront §7, back office §7): asks the floating widget to open the chat panel. */
export const OPEN_CHAT_EVENT = 'openChat';


export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
