import { Button } from '../../../components/ui/button';
import { useLogout } from '../../../lib/logout';
import { QueueCards } from './queue-cards';
import { RecentEvents } from './recent-events';
import { StaffPage } from './staff-page';

/** /admin: what waits in each queue, what happened lately, and "Sign out" (SPEC §8). */
export function OverviewPage() {
  const signOut = useLogout();
  return (
    <StaffPage
      title="Operations"
      description="Work waiting for staff and the latest activity."
      actions={
        <Button variant="secondary" onClick={signOut}>
          Sign out
        </Button>
      }
    >
      <QueueCards />
      <RecentEvents />
    </StaffPage>
  );
}
