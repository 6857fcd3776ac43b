/**
 * Served by the API, the app calls `/api` on its own origin; only the Vite dev server
 * (port 5173) talks to the API on port 8000 (SPEC §8).
 */
export const API_BASE_URL = import.meta.env.DEV ? 'http://localhost:8000/api' : '/api';

export const apiUrl = (path: `/${string}`): string => `${API_BASE_URL}${path}`;
