// POST /users/updatetoken: moves the session to another of the user's projects. Change Project
// then reloads the app at / so nothing of the previous project stays on screen.
import { sessionResponse, type SessionResponse, type UpdateTokenBody } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { saveSessionToken } from '../../../lib/session-token';

export function moveSession(body: UpdateTokenBody): Promise<SessionResponse> {
  return api.post('/users/updatetoken', body, { schema: sessionResponse });
}

export async function switchProject(body: UpdateTokenBody): Promise<void> {
  const { token } = await moveSession(body);
  saveSessionToken(token);
  window.location.assign(paths.home.getHref());
}

export function useSwitchProject() {
  return useMutation({ mutationFn: switchProject });
}
