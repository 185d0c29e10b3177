import type { RouteResponse } from '@portal/contracts';
import { pathOf } from '../../../api/client';
import { ApiError, NetworkError, readErrorBody } from '../../../api/errors';

/**
 * POST /api/admin/news-images: the file itself as the body (not JSON, so not through `call`); answers its
 * SHA-256 and checked type.
 */
export async function uploadNewsImage(file: File) {
  let response: Response;
  try {
    response = await fetch(pathOf('adminNewsImage'), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new NetworkError();
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, readErrorBody(text));
  return JSON.parse(text) as RouteResponse<'adminNewsImage'>;
}
