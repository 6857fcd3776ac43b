import type { dealerContactSchema } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { sellerAuctionKeys } from './keys';

export type DealerContact = z.infer<typeof dealerContactSchema>;

/** `GET /api/seller/auctions/{id}/contact`: the winning dealer's contact; sold auctions only. */
export const fetchAuctionContact = (auctionId: string, signal?: AbortSignal) =>
  answer(
    api.GET('/api/seller/auctions/{id}/contact', { params: { path: { id: auctionId } }, signal }),
  );

export const auctionContactQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: sellerAuctionKeys.contact(auctionId),
    queryFn: ({ signal }) => fetchAuctionContact(auctionId, signal),
    retry: retryUnlessClientError,
  });

export const useAuctionContact = (auctionId: string, enabled: boolean) =>
  useQuery({ ...auctionContactQueryOptions(auctionId), enabled });
