/** Query keys of a sold auction's message thread (SPEC §13.3), the same for every reader. */
export const messageKeys = {
  thread: (auctionId: string) => ['messages', auctionId] as const,
};
