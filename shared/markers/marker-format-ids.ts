/**
 * The marker export formats' ids, apart from their writers (marker-export.ts), so the contract's export
 * routes can name them without carrying the writers into every Lambda that knows the contract.
 */
export const MARKER_FORMAT_IDS = ['csv', 'edl', 'fcpxml', 'xmeml', 'avid'] as const;
export type MarkerFormat = (typeof MARKER_FORMAT_IDS)[number];
