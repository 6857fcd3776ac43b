/** Query keys of the staff analytics page, one entry per date range. */
export const adminAnalyticsKeys = {
  all: ['admin', 'analytics'] as const,
  range: (from: string | undefined, to: string | undefined) =>
    ['admin', 'analytics', { from: from ?? null, to: to ?? null }] as const,
};
