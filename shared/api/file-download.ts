/**
 * A file download as a route answers it: the bytes and how the browser saves them (the HTTP layer sends them
 * with `Content-Type` and `Content-Disposition: attachment`). Its own file, so the HTTP layer every Lambda
 * carries does not pull in the routes that answer files (the marker writers).
 */
import * as z from 'zod/mini';

export const fileDownloadSchema = z.object({
  fileName: z.string().check(z.minLength(1)),
  contentType: z.string().check(z.minLength(1)),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Not bytes'),
});
export type FileDownload = z.infer<typeof fileDownloadSchema>;
