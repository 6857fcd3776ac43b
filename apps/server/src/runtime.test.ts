import { describe, expect, it } from 'vitest';
import { MIN_NODE_MAJOR, readyUrl, unsupportedNode } from './runtime.js';

describe('unsupportedNode', () => {
  it('lets Node.js 24 and later run', () => {
    expect(unsupportedNode('v24.11.0')).toBeNull();
    expect(unsupportedNode('v26.10.0')).toBeNull();
    // The Node.js these tests run on is one Gavel runs on.
    expect(unsupportedNode(process.version)).toBeNull();
  });

  it('stops older or unreadable versions with a message that says what to do', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v8.0.0', 'nonsense']) {
      expect(unsupportedNode(version)).toContain(`Gavel needs Node.js ${MIN_NODE_MAJOR} or later`);
    }
    expect(unsupportedNode('v20.20.2')).toContain('npm start');
  });
});

describe('readyUrl', () => {
  it('is the address the server listens on, a wildcard written localhost', () => {
    expect(readyUrl({ address: '0.0.0.0', port: 8000 })).toBe('http://localhost:8000');
    expect(readyUrl({ address: '::', port: 8000 })).toBe('http://localhost:8000');
    expect(readyUrl({ address: '127.0.0.1', port: 8123 })).toBe('http://127.0.0.1:8123');
    expect(readyUrl({ address: '::1', port: 9000 })).toBe('http://[::1]:9000');
    expect(readyUrl({ address: '192.168.1.20', port: 80 })).toBe('http://192.168.1.20:80');
  });
});
