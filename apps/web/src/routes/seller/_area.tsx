import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireArea } from '../../lib/guards';

/** Every /seller page except login and signup: sellers only. */
export const Route = createFileRoute('/seller/_area')({
  beforeLoad: requireArea('seller'),
  component: Outlet,
});
