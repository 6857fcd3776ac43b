/** Query keys of the staff payments page: one list per fee status. */
export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (feeStatus: string) => ['admin', 'payments', 'list', { fee_status: feeStatus }] as const,
};
