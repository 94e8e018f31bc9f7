/** The colour tokens the spec names, with the hex value the SPA (badges, charts) renders for each. */
export const COLOURS = {
  green: '#22c55e',
  yellow: '#eab308',
  amber: '#f59e0b',
  blue: '#3b82f6',
  grey: '#9ca3af',
  violet: '#8b5cf6',
  red: '#ef4444',
} as const;
export type ColourName = keyof typeof COLOURS;
