import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireArea } from '../../lib/guards';

/** Every /admin page except login: ADMIN and OPS only. */
export const Route = createFileRoute('/admin/_area')({
  beforeLoad: requireArea('admin'),
  component: Outlet,
});
