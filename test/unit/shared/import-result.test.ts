import { describe, expect, it } from 'vitest';
import { driveErrorMessage, importOutcome } from '../../../shared/domain/import-result';

describe('importOutcome', () => {
  it('success with videos goes to the preview', () => {
    expect(importOutcome({ status: 'success', videoCount: 2 })).toEqual({ kind: 'preview' });
  });
  it('success without videos shows the message or the no-videos text', () => {
    expect(importOutcome({ status: 'success', videoCount: 0 })).toEqual({
      kind: 'error',
      message:
        'No video files found in this folder. Make sure the folder contains video files or is publicly shared.',
    });
    expect(importOutcome({ status: 'success', videoCount: 0, message: 'Empty here' })).toEqual({
      kind: 'error',
      message: 'Empty here',
    });
  });
  it('permission_required keeps the returned message (or the no-access text)', () => {
    expect(importOutcome({ status: 'permission_required', videoCount: 0, message: 'Share it' })).toEqual({
      kind: 'permission_required',
      message: 'Share it',
    });
    expect(importOutcome({ status: 'permission_required', videoCount: 0, message: '  ' }).kind).toBe(
      'permission_required',
    );
  });
  it('folder_not_found always shows the fixed text', () => {
    expect(importOutcome({ status: 'folder_not_found', videoCount: 0, message: 'x' })).toEqual({
      kind: 'error',
      message: "The link looks wrong or we can't access it. Check the URL and try again.",
    });
  });
  it('error shows the message or the unknown-error text', () => {
    expect(importOutcome({ status: 'error', videoCount: 0, message: 'Boom' })).toEqual({
      kind: 'error',
      message: 'Boom',
    });
    expect(importOutcome({ status: 'error', videoCount: 0, message: null })).toEqual({
      kind: 'error',
      message: 'An unknown error occurred.',
    });
  });
});

describe('driveErrorMessage', () => {
  it('maps Invalid first', () => {
    expect(driveErrorMessage('Invalid Value for access')).toBe(
      'Invalid Google Drive URL. Please check the URL and try again.',
    );
  });
  it('maps permission or access', () => {
    const text =
      'Cannot access this Google Drive file. Please make sure it is shared publicly or you have permission to view it.';
    expect(driveErrorMessage('The user does not have sufficient permissions')).toBe(text);
    expect(driveErrorMessage('No access')).toBe(text);
  });
  it('wraps anything else', () => {
    expect(driveErrorMessage('socket hang up')).toBe('Failed to connect to Google Drive: socket hang up');
  });
});
