import { StaffPage } from '../../components/staff-page';
import { ActiveSection } from './active-section';
import { SchedulableSection } from './schedulable-section';

/** /admin/auctions: give approved listings their times, watch and force-end running auctions. */
export function AuctionsPage() {
  return (
    <StaffPage
      title="Auctions"
      description="Schedule approved listings, watch scheduled and live auctions, force-end one when needed."
    >
      <SchedulableSection />
      <ActiveSection />
    </StaffPage>
  );
}
