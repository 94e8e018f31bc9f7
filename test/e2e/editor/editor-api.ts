/**
 * Direct HTTP calls the journeys make outside the browser (the client's review calls, set-up, checks), and
 * the journeys' preamble: a fresh browser context with the (signed-up) editor signed in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { baseUrl } from '../../support/env';
import { newEditorContext, signInInContext, type ViewportName } from './editor-browser';

export async function api<T = unknown>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    authorization?: string;
    /** Extra request headers (e.g. the current workspace of a member). */
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.authorization ? { authorization: init.authorization } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

interface ReviewLoad {
  videos: { id: string; title: string; currentVersion: { id: string } | null }[];
}

/** As a client holding the link: load the review and submit notes on the first videos. */
export async function submitClientNotes(
  token: string,
  notes: { videoIndex: number; body: string; timecodeMs: number }[],
  reviewerName: string,
) {
  const review = await api<ReviewLoad>(`/api/review/${token}`);
  if (review.status !== 200) throw new Error(`review load answered ${review.status}`);
  const body = {
    batchId: ulid(),
    reviewerName,
    notes: notes.map((n) => {
      const video = review.body.videos[n.videoIndex];
      if (!video?.currentVersion) throw new Error(`video ${n.videoIndex} has no version`);
      return {
        videoId: video.id,
        videoVersionId: video.currentVersion.id,
        body: n.body,
        timecodeMs: n.timecodeMs,
      };
    }),
  };
  const submitted = await api(`/api/review/${token}/notes`, { method: 'POST', body });
  if (submitted.status !== 200 && submitted.status !== 201)
    throw new Error(`submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  return review.body;
}

/** One file of a Drive folder listing (`POST /api/drive/list`), as the tests read it. */
export type ListedFile = Readonly<Record<string, unknown>>;

/** The create-project body's video for each listed file, the way the import page sends it. */
export function importedVideos(files: readonly ListedFile[]) {
  return files.map((v) => ({
    fileId: v['id'],
    title: v['title'],
    fileName: v['name'],
    mimeType: v['mimeType'],
    thumbnailLink: v['thumbnailLink'],
    webViewLink: v['webViewLink'],
    size: v['size'],
    previewUrl: v['previewUrl'],
  }));
}

/** Creates a project of `files` (from a Drive listing) through the API; the answer, for the caller to check. */
export function createProjectFromFiles(
  authorization: string,
  files: readonly ListedFile[],
  project: { name: string; clientDisplayName: string },
  headers?: Record<string, string>,
) {
  return api<{ id: string }>('/api/projects', {
    method: 'POST',
    authorization,
    body: { ...project, videos: importedVideos(files) },
    ...(headers ? { headers } : {}),
  });
}

/** Creates a project from the sample folder through the API (set-up; the first `videoCount` videos). */
export async function createSampleProject(
  authorization: string,
  folderId: string,
  name: string,
  videoCount = 1,
  /** Extra request headers (e.g. a member creating the project in another member's workspace). */
  headers?: Record<string, string>,
): Promise<string> {
  const listing = await api<{
    status: string;
    videos: {
      id: string;
      name: string;
      title: string;
      mimeType: string;
      thumbnailLink: string | null;
      webViewLink: string | null;
      size: number | null;
      previewUrl: string;
    }[];
  }>('/api/drive/list', {
    method: 'POST',
    body: { folderId },
    authorization,
    ...(headers ? { headers } : {}),
  });
  if (listing.status !== 200 || listing.body.status !== 'success')
    throw new Error(`drive list answered ${listing.status}: ${JSON.stringify(listing.body).slice(0, 300)}`);
  const created = await createProjectFromFiles(
    authorization,
    listing.body.videos.slice(0, videoCount),
    { name, clientDisplayName: 'Cap Client' },
    headers,
  );
  if (created.status !== 201)
    throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Polls the project's detail (every 500 ms, up to `timeoutMs`) until `ready` holds of it. */
export async function projectDetailWhen<T>(
  projectId: string,
  authorization: string,
  ready: (detail: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const detail = await api<T>(`/api/projects/${projectId}`, { authorization });
    if (detail.status === 200 && ready(detail.body)) return detail.body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`project ${projectId}: the import did not finish in ${timeoutMs} ms`);
}

/** The project's detail once none of its videos is processing any more (the import has finished). */
export function importedProjectDetail<T extends { videos: readonly { status: string }[] }>(
  projectId: string,
  authorization: string,
): Promise<T> {
  return projectDetailWhen<T>(projectId, authorization, (detail) =>
    detail.videos.every((video) => video.status !== 'processing'),
  );
}

/**
 * A fresh context at `viewport` on the local system with `user` signed in through the login page (on the
 * dashboard). Closed again when signing in fails; otherwise the caller closes it.
 */
export async function signedInEditorPage(
  browser: Browser,
  viewport: ViewportName,
  user: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  return signInInContext(await newEditorContext(browser, baseUrl(), viewport), user);
}
