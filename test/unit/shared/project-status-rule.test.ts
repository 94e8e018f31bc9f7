import { describe, expect, it } from 'vitest';
import {
  deriveProjectStatus,
  nextProjectStatus,
  projectStatusChange,
} from '../../../shared/domain/project-status-rule';
import { PROJECT_STATUSES, type VideoStatus } from '../../../shared/domain/status-values';

const v = (status: VideoStatus) => ({ status, currentVersionId: null });
const pending = { status: 'pending' as const };
const done = { status: 'completed' as const };

describe('deriveProjectStatus', () => {
  it('is active without videos and notes', () => {
    expect(deriveProjectStatus([], [], [])).toBe('active');
  });
  it('is active with videos not all approved and no notes', () => {
    expect(deriveProjectStatus([v('approved'), v('pending_review')], [], [])).toBe('active');
    expect(deriveProjectStatus([v('processing')], [], [])).toBe('active');
  });
  it('is approved when every video is approved and no note is pending', () => {
    expect(deriveProjectStatus([v('approved')], [], [])).toBe('approved');
    expect(deriveProjectStatus([v('approved'), v('approved')], [done, done], [])).toBe('approved');
  });
  it('is pending when every video is approved but a note is still pending', () => {
    expect(deriveProjectStatus([v('approved')], [done, pending], [])).toBe('pending');
  });
  it('is pending when notes exist, some pending', () => {
    expect(deriveProjectStatus([v('needs_changes'), v('active')], [pending], [])).toBe('pending');
  });
  it('is pending when notes exist and none is pending but not every video is approved', () => {
    expect(deriveProjectStatus([v('approved'), v('needs_changes')], [done], [])).toBe('pending');
  });
  it('collapses the client submit rule: notes make the project pending even with active videos', () => {
    expect(deriveProjectStatus([v('needs_changes'), v('pending_review'), v('active')], [pending], [])).toBe(
      'pending',
    );
  });
});

describe('deriveProjectStatus with refused files', () => {
  // A video whose current version was refused at import (empty, truncated, audio only): `failed`.
  const refused = (id: string, status: VideoStatus = 'active') => ({ status, currentVersionId: id });
  const failed = (id: string) => ({ id, status: 'failed' as const, media: undefined, proxy: undefined });
  const stored = (id: string) => ({ id, status: 'stored' as const, media: undefined, proxy: undefined });

  it('does not let a refused file hold the project back from approved', () => {
    expect(deriveProjectStatus([v('approved'), refused('bad')], [], [failed('bad')])).toBe('approved');
  });
  it('does not make a project of refused files only look approved (nothing reviewable)', () => {
    expect(deriveProjectStatus([refused('bad', 'approved')], [], [failed('bad')])).toBe('active');
  });
  it('counts the video again once its new version is not refused', () => {
    expect(deriveProjectStatus([v('approved'), refused('good')], [], [stored('good')])).toBe('active');
  });
  it('counts a source no browser plays whose playable copy failed as refused', () => {
    const prores = {
      id: 'p',
      status: 'stored' as const,
      media: { container: 'mov', videoCodec: 'ProRes', damage: null },
      proxy: { status: 'failed' as const },
    };
    expect(deriveProjectStatus([v('approved'), refused('p')], [], [prores])).toBe('approved');
  });
});

describe('nextProjectStatus', () => {
  it('reports no change when the derived status equals the current one', () => {
    for (const s of PROJECT_STATUSES) expect(nextProjectStatus(s, s)).toBeNull();
  });
  it('reports the derived status when it differs', () => {
    expect(nextProjectStatus('active', 'pending')).toBe('pending');
    expect(nextProjectStatus('pending', 'approved')).toBe('approved');
    expect(nextProjectStatus('approved', 'pending')).toBe('pending');
  });
  it('never changes an archived project', () => {
    expect(nextProjectStatus('archived', 'active')).toBeNull();
    expect(nextProjectStatus('archived', 'approved')).toBeNull();
  });
});

describe('projectStatusChange', () => {
  it('combines both steps', () => {
    expect(projectStatusChange('active', [v('approved')], [], [])).toBe('approved');
    expect(projectStatusChange('approved', [v('approved')], [], [])).toBeNull();
    expect(projectStatusChange('archived', [v('approved')], [pending], [])).toBeNull();
  });
});
