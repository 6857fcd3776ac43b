import {
  auctionEventNameSchema,
  publicAuctionSchema,
  type PublicAuction,
  type StaffAuction,
} from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../../lib/api-url';
import { syncServerClock } from '../../../lib/server-clock';
import { listingKeys } from '../api/keys';

export type LiveConnection = 'connecting' | 'open' | 'closed';

function parseAuction(data: unknown): PublicAuction | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = publicAuctionSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows `GET /api/auctions/{id}/events` (SPEC §5.3) while `auctionId` is given: each `bid`,
 * `extended` or `ended` event's public fields show at once, then the seller's view (reserve,
 * winner, fee) is fetched again. EventSource reconnects by itself with Last-Event-ID, and the
 * server replays what was missed.
 */
export function useAuctionEvents(listingId: string, auctionId: string | null): LiveConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>('connecting');

  useEffect(() => {
    if (auctionId === null) return;
    const source = new EventSource(apiUrl(`/auctions/${auctionId}/events`));
    const onEvent = (event: MessageEvent<unknown>) => {
      const auction = parseAuction(event.data);
      if (auction?.id === auctionId) {
        syncServerClock(auction.server_time);
        queryClient.setQueryData<StaffAuction | null>(listingKeys.auction(listingId), (old) =>
          old?.id === auction.id ? { ...old, ...auction } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: listingKeys.auction(listingId) });
      // The end settles the listing too: sold or unsold.
      if (event.type === 'ended') {
        void queryClient.invalidateQueries({
          queryKey: listingKeys.detail(listingId),
          exact: true,
        });
      }
    };
    for (const name of auctionEventNameSchema.options) source.addEventListener(name, onEvent);
    source.onopen = () => {
      setConnection('open');
    };
    source.onerror = () => {
      setConnection(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    };
    return () => {
      source.close();
    };
  }, [auctionId, listingId, queryClient]);

  return connection;
}
