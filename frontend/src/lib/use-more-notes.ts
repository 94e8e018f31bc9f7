/**
 * Notes loaded on demand (small answers): an answer carries the first page of a version's notes and a cursor;
 * `useMoreNotes` fetches the following pages (TanStack Query infinite query) only once the user asks
 * ('Show more notes'), and answers the first page plus everything loaded, each note once. Counts are never
 * taken from here: they come with the answer (`noteCounts`, over every note).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface NotesPage<N> {
  items: N[];
  nextCursor: string | null;
}

export interface MoreNotes<N> {
  /** The first page and every page loaded after it, in order, each note once. */
  notes: N[];
  /** More notes exist beyond what is shown. */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  showMore(): void;
}

export function useMoreNotes<N extends { id: string }>(input: {
  /** The read's key: its endpoint id and what narrows it (project or token, version). */
  queryKey: readonly (string | number)[];
  first: readonly N[];
  nextCursor: string | null;
  fetchPage(cursor: string): Promise<NotesPage<N>>;
}): MoreNotes<N> {
  const [asked, setAsked] = useState(false);
  const start = input.nextCursor;
  const query = useInfiniteQuery({
    // The start cursor is part of the key: a new first page (after a submit) starts a new list.
    queryKey: [...input.queryKey, start ?? ''],
    queryFn: ({ pageParam }) => input.fetchPage(pageParam),
    initialPageParam: start ?? '',
    getNextPageParam: (last: NotesPage<N>) => last.nextCursor ?? undefined,
    enabled: asked && start !== null,
    staleTime: 60_000,
  });
  const seen = new Set<string>();
  const notes: N[] = [];
  for (const note of [...input.first, ...(query.data?.pages.flatMap((p) => p.items) ?? [])]) {
    if (seen.has(note.id)) continue;
    seen.add(note.id);
    notes.push(note);
  }
  const hasMore = start !== null && (query.data === undefined || query.hasNextPage);
  return {
    notes,
    hasMore,
    loading: query.isFetching,
    failed: query.isError,
    showMore: () => {
      if (!asked) setAsked(true);
      else void query.fetchNextPage();
    },
  };
}
