import type { MeResponse } from '@gavel/contract';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/auth/me` (auth). */
export const fetchMe = (signal?: AbortSignal) =>
  apiFetch<MeResponse>('/auth/me', { auth: true, signal });
