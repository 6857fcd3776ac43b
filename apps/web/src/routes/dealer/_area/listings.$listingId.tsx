import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/dealer/listings/{listingId}` stays a route (SPEC §7, links in notifications and emails) but
 * has no page of its own: the lot page `/auctions/{listingId}` carries the dealer's panel
 * (ADR 043), so this route replaces itself with it.
 */
export const Route = createFileRoute('/dealer/_area/listings/$listingId')({
  beforeLoad: ({ params: { listingId } }) => {
    throw redirect({ to: '/auctions/$listingId', params: { listingId }, replace: true });
  },
});
