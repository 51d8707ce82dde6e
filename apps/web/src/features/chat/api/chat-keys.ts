/** Query keys of the chat hooks. */
export const chatKeys = {
  current: ['chat', 'current'] as const,
  thread: (id: string) => ['chat', 'thread', id] as const,
  list: (status: string, search: string) => ['chat', 'list', status, search] as const,
  lists: ['chat', 'list'] as const,
};
