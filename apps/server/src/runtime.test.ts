import { describe, expect, it } from 'vitest';
import { MIN_NODE_MAJOR, unsupportedNode } from './runtime.js';

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
