import base from './playwright.config.js';
export default { ...base, webServer: { command: 'npx vite preview --port 8123 --strictPort --host 127.0.0.1', cwd: '../apps/web', url: 'http://127.0.0.1:8123/api/health', reuseExistingServer: false } };
