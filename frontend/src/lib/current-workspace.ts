/**
 * The current workspace of this tab, kept in sessionStorage (each tab may work in another workspace): the
 * API client sends it with every owner call (`x-cutroom-workspace`); none means the caller's own workspace.
 * Switching clears every cached answer, so lists of two workspaces never mix.
 */
import type { QueryClient } from '@tanstack/react-query';

const STORAGE_KEY = 'cutroom.currentWorkspace';

let inMemory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the choice lasts this page only
  }
}

export function readCurrentWorkspace(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

function store(workspaceId: string | null): void {
  inMemory = workspaceId;
  try {
    if (workspaceId === null) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, workspaceId);
  } catch {
    // in memory only
  }
}

/** Back to the caller's own workspace (e.g. after being removed from the current one). */
export function forgetCurrentWorkspace(): void {
  store(null);
}

/** Works in `workspaceId` from now on (null: the caller's own); every cached answer is dropped. */
export function switchWorkspace(queryClient: QueryClient, workspaceId: string | null): void {
  store(workspaceId);
  queryClient.clear();
}
