import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/legal/components/privacy-page';

export const Route = createFileRoute('/privacy')({
  staticData: { serverRendered: true },
  head: () => ({ meta: [{ title: 'Privacy · Gavel' }] }),
  component: PrivacyPage,
});
