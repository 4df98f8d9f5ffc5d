import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {hasDotSegmentOrBackslash} from '../../src/proxy/safe-path.js';

describe('hasDotSegmentOrBackslash', () => {
  for (const path of [
    '/a/../b',
    '/a/./b',
    '/a/..',
    '/..',
    '/a/%2e%2e/b',
    '/a/%2E%2E/b',
    '/a/.%2e/b',
    '/a/%2e./b',
    '/a/%2e/b',
    '/a/%252e%252e/b',
    '/a/%25252e%25252e/b',
    '/a%2f..%2fb',
    '/a%2F..%2Fb',
    '/a\\b',
    '/a/%5cb',
    '/a/%5Cb',
    '/a/%255cb',
  ]) {
    it(`finds one in ${path}`, () => assert.equal(hasDotSegmentOrBackslash(path), true));
  }

  for (const path of [
    '/a/b',
    '/content/video/1001',
    '/a/.b',
    '/a/b.',
    '/a/...',
    '/a/%2e%2e%2e',
    '/a/video.json',
    '/a/%2',
    '/a/%E0%A4%A',
    '/a/%41',
  ]) {
    it(`finds none in ${path}`, () => assert.equal(hasDotSegmentOrBackslash(path), false));
  }
});
