/** Spec browser event 'openChat' (storefront §7, back office §7): asks the floating widget to open the chat panel. */
export const OPEN_CHAT_EVENT = 'openChat';

/** What a visitor who opens the chat is told before going to /login (back office §6, §8). */
export const CHAT_LOGIN = { title: 'Login Required', description: 'Please login to start a chat conversation' } as const;

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
