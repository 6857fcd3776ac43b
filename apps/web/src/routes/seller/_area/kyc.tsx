import { createFileRoute } from '@tanstack/react-router';
import { sellerKycQueryOptions } from '../../../features/kyc/api/get-seller-kyc';
import { KycPage } from '../../../features/kyc/components/seller-kyc-page';
import { ConfirmEmailAlert } from '../../-components/confirm-email-alert';

export const Route = createFileRoute('/seller/_area/kyc')({
  head: () => ({ meta: [{ title: 'Identity check · Gavel' }] }),
  loader: ({ context }) =>
    context.queryClient.query({ ...sellerKycQueryOptions(), staleTime: 'static' }),
  component: SellerKycRoute,
});

/** The feature's page, with the "Confirm your email address" alert above its form. */
function SellerKycRoute() {
  return <KycPage beforeForm={<ConfirmEmailAlert />} />;
}
