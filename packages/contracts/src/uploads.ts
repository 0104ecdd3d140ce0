// Files people attach (photos, documents): spec sections 5 and 8.
import { z } from 'zod';

export const zUpload = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type Upload = z.infer<typeof zUpload>;
