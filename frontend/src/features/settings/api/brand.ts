/**
 * Settings › Branding's endpoints: the workspace's brand, saving its settings, and the logo in two steps
 * (a presigned PUT of the file straight to storage, then the server's check and re-encoding).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmLogo,
  getBrand,
  removeLogo,
  requestLogoUpload,
  updateBrand,
} from '../../../../../shared/api/endpoints/brand';
import type { BrandLogoType, BrandSettings } from '../../../../../shared/domain/brand';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchBrand = () => apiCall(getBrand);

export const brandQueryOptions = () => queryOptions({ queryKey: queryKeyOf(getBrand), queryFn: fetchBrand });

export function useBrand() {
  return useQuery(brandQueryOptions());
}

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BrandSettings) => apiCall(updateBrand, { body: settings }),
    onSuccess: (view) => queryClient.setQueryData(brandQueryOptions().queryKey, view),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const slot = await apiCall(requestLogoUpload, {
        body: { contentType: file.type as BrandLogoType, size: file.size },
      });
      const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: file });
      if (!put.ok) throw new Error(`The logo upload failed (${put.status}).`);
      return apiCall(confirmLogo, { body: { key: slot.key } });
    },
    onSuccess: (view) => queryClient.setQueryData(brandQueryOptions().queryKey, view),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(removeLogo),
    onSuccess: (view) => queryClient.setQueryData(brandQueryOptions().queryKey, view),
  });
}
