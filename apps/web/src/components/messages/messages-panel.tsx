import { MESSAGE_BODY_MAX, type Message } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useAuctionEvents } from '../../lib/auction-events';
import { cn } from '../../lib/cn';
import { formErrors } from '../../lib/form-errors';
import { characterCount, formatDateTime } from '../../lib/format';
import { retryAfterSeconds, tryAgainIn, useRetryAfter } from '../../lib/retry-after';
import { actionToast } from '../../lib/toasts';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { TextareaField } from '../ui/field';
import { QueryError } from '../ui/query-error';
import { RetryAfterNote } from '../ui/retry-after-note';
import { LoadingBlock } from '../ui/skeleton';
import { useMessages } from './api/get-messages';
import { messageKeys } from './api/keys';
import { useSendMessage } from './api/send-message';
import { authorLabel, counterpart, isOwn, readMark, type MessageReader } from './message-view';

/**
 * The thread follows the auction's live stream (SPEC §13.3: a new message shows within 5 s): a
 * `message` event, or the stream (re)opening after a gap, reads it again. The pages that show
 * the panel (a sold or cancelled auction) no longer follow the auction, so this is the page's
 * one stream; `live` false leaves it to a page that already has one.
 */
function useThreadEvents(auctionId: string, live: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.thread(auctionId) });
  };
  useAuctionEvents(live ? auctionId : null, {
    onEvent: (name) => {
      if (name === 'message') refresh();
    },
    onOpen: refresh,
  });
}

function MessageItem({ message, reader }: { message: Message; reader: MessageReader }) {
  const own = isOwn(message, reader);
  const mark = readMark(message, reader);
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1',
        own ? 'items-end self-end' : 'items-start self-start',
      )}
    >
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">
          {authorLabel(message.from, reader)}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </p>
      {/* As typed, never as HTML: React writes it as text; line breaks are kept. */}
      <p
        className={cn(
          'rounded-lg px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-zinc-900 ring-1 ring-inset dark:text-zinc-100',
          own
            ? 'bg-brand-50 ring-brand-200 dark:bg-brand-950 dark:ring-brand-800'
            : message.from === 'staff'
              ? 'bg-amber-50 ring-amber-200 dark:bg-amber-950 dark:ring-amber-800'
              : 'bg-zinc-100 ring-zinc-200 dark:bg-zinc-800 dark:ring-zinc-700',
        )}
      >
        {message.body}
      </p>
      {mark && <p className="text-xs text-zinc-600 dark:text-zinc-400">{mark}</p>}
    </li>
  );
}

function Thread({ messages, reader }: { messages: Message[]; reader: MessageReader }) {
  const list = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // The newest message is at the bottom: keep it in view as messages arrive (the list scrolls,
  // never the page).
  useLayoutEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  if (messages.length === 0) {
    return (
      <EmptyState title="No messages yet">
        {reader === 'staff'
          ? 'The seller and the buyer have not written to each other yet. You can write to both.'
          : `Write to ${counterpart(reader)} here to arrange payment and collection.`}
      </EmptyState>
    );
  }
  return (
    // A log: screen readers announce messages as they are added. Focusable, so the keyboard
    // scrolls it.
    <div
      ref={list}
      role="log"
      aria-label="Conversation"
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} reader={reader} />
        ))}
      </ol>
    </div>
  );
}

/**
 * "Messages" (SPEC §13.3): the thread between a sold auction's seller and its winner, which
 * staff read and may write in, oldest first with the newest in view; each message with who
 * wrote it, when, and under the reader's own whether it was read. A new message from anyone
 * shows without a reload. "Send" posts the text as typed (at most `MESSAGE_BODY_MAX`);
 * Ctrl+Enter sends too. A 429 says how long to wait, and Send waits that long.
 */
export function MessagesPanel({
  auctionId,
  reader,
  live = true,
  className,
}: {
  auctionId: string;
  reader: MessageReader;
  live?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const thread = useMessages(auctionId);
  const send = useSendMessage(auctionId);
  const wait = useRetryAfter();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  useThreadEvents(auctionId, live);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (send.isPending || wait.blocked) return;
    if (body.trim() === '') {
      setFieldError('Write a message first');
      return;
    }
    setFieldError(undefined);
    send.mutate(body, {
      onSuccess: () => {
        setBody('');
      },
      onError: (error) => {
        if (wait.hold(error)) {
          actionToast(
            'message',
            'warning',
            `You have sent a lot of messages in the last minute. ${tryAgainIn(retryAfterSeconds(error) ?? 60)}.`,
          );
          return;
        }
        setFieldError(formErrors(error, ['body'], 'message').body);
      },
    });
  };

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 p-4 sm:p-5', className)}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-base font-semibold text-zinc-900 dark:text-white">
          Messages
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {reader === 'staff'
            ? 'The conversation between the seller and the buyer. Your messages show as Gavel staff.'
            : `Your conversation with ${counterpart(reader)} about this sale. Gavel staff can read it.`}
        </p>
      </div>
      {thread.isPending ? (
        <LoadingBlock label="Loading messages…" lines={3} />
      ) : thread.isError ? (
        <QueryError
          title="The messages could not be loaded"
          error={thread.error}
          onRetry={thread.refetch}
        />
      ) : (
        <Thread messages={thread.data} reader={reader} />
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-label="Write a message"
        className="flex flex-col gap-2"
      >
        <TextareaField
          label="Your message"
          name="body"
          rows={3}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          hint={characterCount(body.length, MESSAGE_BODY_MAX)}
          error={fieldError}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" aria-busy={send.isPending} disabled={wait.blocked}>
            Send
          </Button>
          <RetryAfterNote message={wait.message} />
        </div>
      </form>
    </Card>
  );
}
