import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireArea } from '../../lib/guards';

/** Every /dealer page except login and signup: dealers only. */
export const Route = createFileRoute('/dealer/_area')({
  beforeLoad: requireArea('dealer'),
  component: Outlet,
});
