import { createFileRoute } from '@tanstack/react-router';
import { sellerKycQueryOptions } from '../../../features/kyc/api/get-seller-kyc';
import { KycPage } from '../../../features/kyc/components/seller-kyc-page';

export const Route = createFileRoute('/seller/_area/kyc')({
  head: () => ({ meta: [{ title: 'Identity check · Gavel' }] }),
  loader: ({ context }) =>
    context.queryClient.query({ ...sellerKycQueryOptions(), staleTime: 'static' }),
  component: KycPage,
});
