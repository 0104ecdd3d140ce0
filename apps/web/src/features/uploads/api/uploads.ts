import { useMutation, useQuery } from '@tanstack/react-query';
import {
  uploadBadTypeMessage,
  uploadExtensions,
  uploadMaxBytes,
  uploadTooLargeMessage,
} from '@tembusu/contracts/patterns';
import type { Upload } from '@tembusu/contracts/uploads';
import { useEffect, useState } from 'react';
import { api, apiFile } from '../../../api/http';

/**
 * The upload rules (jpg, png, pdf, svg, jpeg or gif, at most 2 MB), checked before sending; the
 * server checks again, by content.
 */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  if (!extension || !(uploadExtensions as readonly string[]).includes(extension)) {
    return uploadBadTypeMessage;
  }
  if (file.size > uploadMaxBytes) return uploadTooLargeMessage;
  return null;
}

export const uploadAccept = uploadExtensions.map((extension) => `.${extension}`).join(',');

export function useUploadFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<Upload>('POST', '/uploads', body);
    },
  });
}

/** An uploaded file's bytes, fetched with the session's headers (an <img src> cannot send them). */
export function useUploadedFile(id: string | null) {
  return useQuery({
    queryKey: ['uploads', id],
    queryFn: async () => (await apiFile(`/uploads/${id}`)).blob,
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An object URL for a blob, revoked when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The address to show an uploaded image from, or null while there is none. */
export function useUploadedImageUrl(id: string | null): string | null {
  const { data } = useUploadedFile(id);
  return useObjectUrl(id ? data : null);
}
