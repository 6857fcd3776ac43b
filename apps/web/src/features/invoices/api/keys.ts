/** Query keys of the dealer's invoices: one list per status filter, under one prefix. */
export const invoiceKeys = {
  all: ['dealer', 'invoices'] as const,
  list: (status: string | undefined) =>
    ['dealer', 'invoices', 'list', { status: status ?? null }] as const,
};
