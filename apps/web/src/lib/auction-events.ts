import type { AuctionEventName, PublicAuction } from '@gavel/contract';
import { AUCTION_EVENT_NAMES, LIVE_STREAM_RETRY_SECONDS } from '@gavel/contract/values';
import { useEffect, useEffectEvent, useState } from 'react';
import { apiUrl } from './api-url';

export type LiveConnection = 'connecting' | 'open' | 'closed';

export interface AuctionEventHandlers {
  /** A `bid`, `extended` or `ended` event, with the auction's public fields when they parse. */
  onEvent: (name: AuctionEventName, auction: PublicAuction | null) => void;
  /**
   * The stream starts at "now": whatever happened between the page's read and the connection
   * (or while it was reconnecting) was missed, so pages read their data again here.
   */
  onOpen?: () => void;
}

/**
 * Reads an event's auction with the contract's schema. The schema (and zod) is a chunk of its
 * own, fetched with a stream's first event: the page is shown and usable without it (ADR 034),
 * and a page whose auction is quiet never evaluates it (issue 36: on a phone its evaluation was
 * one of the lot page's longest tasks). Events are handed on in the order they came, once it is
 * there.
 */
let auctionParser: Promise<(data: unknown) => PublicAuction | null> | undefined;
function loadAuctionParser() {
  auctionParser ??= import('@gavel/contract').then(
    ({ publicAuctionSchema }) =>
      (data: unknown) => {
        if (typeof data !== 'string') return null;
        try {
          const parsed = publicAuctionSchema.safeParse(JSON.parse(data));
          return parsed.success ? parsed.data : null;
        } catch {
          return null;
        }
      },
    // The chunk could not load (offline, a deploy): events come without their auction, which
    // pages read again, and the next stream tries the chunk again.
    () => {
      auctionParser = undefined;
      return () => null;
    },
  );
  return auctionParser;
}

/**
 * The one `GET /api/auctions/{id}/events` stream (SPEC §5.3), open while `auctionId` is given.
 * Each page says what an event changes in its own cache entries. EventSource reconnects by
 * itself and sends Last-Event-ID, so the server replays whatever was missed meanwhile; after an
 * error status it gives up, and the stream is opened again `LIVE_STREAM_RETRY_SECONDS` later
 * (its `onOpen` makes the page read its data again).
 */
export function useAuctionEvents(
  auctionId: string | null,
  handlers: AuctionEventHandlers,
): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const onEvent = useEffectEvent((name: AuctionEventName, auction: PublicAuction | null) => {
    handlers.onEvent(name, auction);
  });
  const onOpen = useEffectEvent(() => {
    setConnection('open');
    handlers.onOpen?.();
  });

  useEffect(() => {
    if (auctionId === null || typeof EventSource === 'undefined') return;
    const url = apiUrl(`/auctions/${encodeURIComponent(auctionId)}/events`);
    let parser: ReturnType<typeof loadAuctionParser> | undefined;
    let closed = false;
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource(url);
      source.addEventListener('open', () => {
        onOpen();
      });
      source.addEventListener('error', () => {
        if (source.readyState !== EventSource.CLOSED) {
          setConnection('connecting');
          return;
        }
        // An error status (429 past the stream limits, 503): the browser gave up for good, so
        // the page opens the stream again after the wait the server asks for, and up to as long
        // again, so that pages refused together do not all come back at once.
        setConnection('closed');
        retry = setTimeout(connect, LIVE_STREAM_RETRY_SECONDS * 1000 * (1 + Math.random()));
      });
      for (const name of AUCTION_EVENT_NAMES) {
        source.addEventListener(name, (event: MessageEvent<unknown>) => {
          parser ??= loadAuctionParser();
          void parser.then((parse) => {
            if (!closed) onEvent(name, parse(event.data));
          });
        });
      }
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      source.close();
    };
  }, [auctionId]);

  return connection;
}
