/**
 * The feedback panel's two tabs as a plain WAI-ARIA tab list: buttons with the theme's type and colours, a
 * 2px indicator under the selected one, arrow keys / Home / End move between them (focus follows selection).
 * MUI's Tabs bring scroll buttons, a resize observer and roving focus for any number of tabs: about 7 KB of
 * the review page's first load for two fixed tabs.
 */
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent } from 'react';

export interface PanelTab<T extends string> {
  value: T;
  label: string;
  /** The tab's id; its panel is `aria-labelledby` it. */
  id: string;
  /** The id of the panel the tab controls. */
  controls: string;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function PanelTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly PanelTab<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current[next]?.focus();
  };
  return (
    <Box role="tablist" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[index] = el;
            }}
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              flex: 1,
              minHeight: 48,
              px: 2,
              py: 1.5,
              typography: 'button',
              color: selected ? 'primary.main' : 'text.secondary',
              boxShadow: (theme) => (selected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none'),
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
