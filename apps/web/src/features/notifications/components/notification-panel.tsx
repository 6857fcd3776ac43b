import type { NotificationItem } from '@gavel/contract';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { errorMessage, toastError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';

function Row({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const unread = item.read_at === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => {
          onOpen(item);
        }}
        className="flex w-full gap-3 px-4 py-3 text-left hover:bg-zinc-50 focus-visible:outline-offset-[-2px] dark:hover:bg-zinc-800/60"
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            unread ? 'bg-brand-600 dark:bg-brand-400' : 'bg-transparent',
          )}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span
            className={cn(
              'text-sm text-zinc-900 dark:text-zinc-100',
              unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {unread && <span className="sr-only">Unread: </span>}
            {item.title}
          </span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">{item.body}</span>
          <span className="text-xs text-zinc-500 dark:text-zinc-400">
            {formatDateTime(item.created_at)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The latest notifications; opening one marks it read and goes to its page. */
export default function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate(item.id);
    onNavigate();
    void navigate({ href: item.link });
  };

  const items = latest.data?.items ?? [];
  const anyUnread = items.some((item) => item.read_at === null);
  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <h2 className="text-sm font-semibold text-zinc-900 dark:text-white">Notifications</h2>
        {anyUnread && (
          <Button
            variant="ghost"
            size="sm"
            aria-busy={markAll.isPending}
            onClick={() => {
              markAll.mutate(undefined, { onError: toastError });
            }}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {latest.isPending ? (
        <div className="p-4">
          <LoadingBlock lines={3} label="Loading notifications…" />
        </div>
      ) : latest.isError ? (
        <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
          {errorMessage(latest.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
          Nothing yet. We will tell you here when something needs your attention.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {items.map((item) => (
            <Row key={item.id} item={item} onOpen={open} />
          ))}
        </ul>
      )}
    </div>
  );
}
