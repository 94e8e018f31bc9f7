/**
 * The workspace's brand for the PDF report's cover, asked when a report is made (never before): the brand in
 * force (a Pro workspace's, with a name: else null, the product's look) and its logo's bytes from the media
 * origin. A logo that cannot be fetched leaves the cover with the name alone; a brand that cannot be read
 * leaves the report without a cover rather than failing it.
 */
import { getBrand } from '../../../../../shared/api/endpoints/brand';
import { apiCall } from '../../../lib/api-client';
import type { ReportBrand } from './report-model';

export interface LoadedReportBrand {
  brand: ReportBrand;
  logo: Uint8Array | null;
}

async function logoBytes(url: string, signal?: AbortSignal): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url, signal ? { signal } : {});
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

export async function loadReportBrand(signal?: AbortSignal): Promise<LoadedReportBrand | null> {
  const view = await apiCall(getBrand).catch(() => null);
  const brand = view?.applied ? view.brand : null;
  if (!brand || brand.displayName === '') return null;
  return {
    brand: { displayName: brand.displayName, accent: brand.accent, showPoweredBy: brand.showPoweredBy },
    logo: brand.logo ? await logoBytes(brand.logo.url, signal) : null,
  };
}
