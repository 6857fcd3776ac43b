import { lazy, Suspense } from 'react';
import { hasRole, useSession } from '../../lib/session';

// Only a signed-in person sees them: their code is not part of a signed-out first visit.
const SignedInBanners = lazy(() => import('./signed-in-banners'));

/**
 * Seed §2 and §6: the seller's KYC banner and the dealer's banner, under the header; before
 * them SPEC §3.1's "Confirm your email address" for sellers and dealers. The heartbeat (seed
 * §9) runs while signed in.
 */
export function AccountBanners() {
  const session = useSession();
  if (session === null) return null;
  return (
    <Suspense fallback={null}>
      <SignedInBanners seller={hasRole(session, 'SELLER')} dealer={hasRole(session, 'DEALER')} />
    </Suspense>
  );
}
