import { useState, type MouseEvent } from 'react';

/**
 * A button that opens a menu anchored to it. The menu (MUI Menu/Popover) is rendered from its first opening
 * on (`used`), so its code loads then or when idle, never on first paint; `buttonProps` are the button's
 * handler and the ARIA that ties it to the menu `menuId`.
 */
export function useMenuButton(menuId: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return {
    anchor,
    used,
    close: () => setAnchor(null),
    buttonProps: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      'aria-controls': anchor ? menuId : undefined,
    },
  };
}
