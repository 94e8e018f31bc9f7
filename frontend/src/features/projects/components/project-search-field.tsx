/**
 * The projects list's search: a field above the list whose text (trimmed) is kept in the URL as `q`, beside
 * `filter` and `mine`, so a reload, Back and a shared link keep it. Typing updates the URL (and so the
 * list's request) after a short pause, not on every key.
 */
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROJECT_SEARCH_MAX } from '../../../../../shared/domain/project-search';
import { PROJECTS_LIST_MESSAGES } from '../../../../../shared/messages/projects-list-messages';

/** The URL parameter the search lives in. */
export const SEARCH_URL_PARAM = 'q';
/** The pause after the last key before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const MESSAGES = PROJECTS_LIST_MESSAGES.search;

/** The current search (trimmed; '' when none) and the way to set it, in the URL (history replaced). */
export function useProjectSearch(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const q = (params.get(SEARCH_URL_PARAM) ?? '').trim().slice(0, PROJECT_SEARCH_MAX);
  const setQ = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const wanted = next.trim();
          if (wanted) updated.set(SEARCH_URL_PARAM, wanted);
          else updated.delete(SEARCH_URL_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [q, setQ];
}

export function ProjectSearchField() {
  const [q, setQ] = useProjectSearch();
  const [text, setText] = useState(q);
  // The URL changed from elsewhere (Clear search, Back): the field shows it.
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setQ]);

  const clear = () => {
    setText('');
    setQ('');
  };

  return (
    <Box role="search" sx={{ mb: 2, maxWidth: { sm: 420 } }}>
      <TextField
        fullWidth
        size="small"
        label={MESSAGES.label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') clear();
        }}
        slotProps={{
          htmlInput: { maxLength: PROJECT_SEARCH_MAX, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={MESSAGES.clear} onClick={clear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
    </Box>
  );
}
