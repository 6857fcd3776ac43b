import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page';
import { AdminNav } from './admin-nav';

/** The frame of every staff page: the staff navigation strip, then the standard page. */
export function StaffPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AdminNav />
      <Page title={title} description={description} actions={actions}>
        {children}
      </Page>
    </>
  );
}
