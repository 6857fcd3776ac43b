/**
 * Issue 35's routes (SPEC §13.3 messages, §13.4 disputes) as the server will publish them, for
 * the web to compile against before they exist. Delete this file once `npm run api:generate`
 * writes them into `schema.gen.ts` (two declarations of one path do not compile).
 */
import type {
  AdminDisputesQuery,
  Dispute,
  DisputeResponseBody,
  Message,
  MessagesPage,
  MessagesQuery,
  OpenDisputeBody,
  ResolveDisputeBody,
  SaleDispute,
  SendMessageBody,
} from '@gavel/contract';

interface Json<T> {
  headers: Record<string, unknown>;
  content: { 'application/json': T };
}

interface Parameters<Query> {
  query?: Query;
  header?: never;
  path: { id: string };
  cookie?: never;
}

interface Read<T, Query = never> {
  parameters: Parameters<Query>;
  requestBody?: never;
  responses: { 200: Json<T> };
}

interface Write<Body, T, Status extends 200 | 201 = 200> {
  parameters: Parameters<never>;
  requestBody: { content: { 'application/json': Body } };
  responses: Record<Status, Json<T>>;
}

interface Item<Get, Post> {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get: Get;
  put?: never;
  post: Post;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}
type GetItem<Get> = Omit<Item<Get, never>, 'post'> & { post?: never };
type PostItem<Post> = Omit<Item<never, Post>, 'get'> & { get?: never };

declare module './schema.gen' {
  interface paths {
    '/api/auctions/{id}/messages': Item<
      Read<MessagesPage, Partial<MessagesQuery>>,
      Write<SendMessageBody, Message, 201>
    >;
    '/api/dealer/auctions/{id}/dispute': GetItem<Read<SaleDispute>>;
    '/api/seller/auctions/{id}/dispute': GetItem<Read<SaleDispute>>;
    '/api/dealer/auctions/{id}/disputes': PostItem<Write<OpenDisputeBody, Dispute, 201>>;
    '/api/dealer/disputes/{id}': GetItem<Read<Dispute>>;
    '/api/seller/disputes/{id}': GetItem<Read<Dispute>>;
    '/api/seller/disputes/{id}/response': PostItem<Write<DisputeResponseBody, Dispute>>;
    '/api/admin/disputes': GetItem<
      Omit<Read<{ items: Dispute[]; next_cursor: string | null }>, 'parameters'> & {
        parameters: {
          query?: Partial<AdminDisputesQuery>;
          header?: never;
          path?: never;
          cookie?: never;
        };
      }
    >;
    '/api/admin/disputes/{id}': GetItem<Read<Dispute>>;
    '/api/admin/disputes/{id}/resolve': PostItem<Write<ResolveDisputeBody, Dispute>>;
  }
}
