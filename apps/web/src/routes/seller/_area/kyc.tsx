import { createFileRoute } from '@tanstack/react-router';
import { sellerKycQueryOptions } from '../../../features/seller/api/get-kyc';
import { KycPage } from '../../../features/seller/components/kyc-page';

export const Route = createFileRoute('/seller/_area/kyc')({
  head: () => ({ meta: [{ title: 'Identity check · Gavel' }] }),
  loader: ({ context }) =>
    context.queryClient.query({ ...sellerKycQueryOptions(), staleTime: 'static' }),
  component: KycPage,
});
