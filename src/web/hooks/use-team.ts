/**
 * A firm's team on the client: members and roles, notifications (polled for the header), assignments of
 * a completion and of the signed-in person, and the comment thread of an answer, with the calls that change them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  type TAssignment,
  type TAssignRequest,
  type TComment,
  type TNotifications,
  type TOwedAnswers,
  type TRole,
  type TTeamMember,
} from '@contract/index';
import { apiRequest } from '@web/lib/api';

/** How often the header asks for new notifications and the assigned count. */
export const NOTIFICATIONS_POLL_MS = 15_000;

const json = async <T>(res: Response) => (await res.json()) as T;

export function useTeam() {
  return useQuery<TTeamMember[]>({ queryKey: [apiPath('team')] });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TRole }) =>
      apiRequest('PUT', apiPath('teamRoleChange', { userId }), { role }).then(json<TTeamMember>),
    onSettled: () => client.invalidateQueries({ queryKey: [apiPath('team')] }),
  });
}

export function useNotifications() {
  return useQuery<TNotifications>({ queryKey: [apiPath('notifications')], refetchInterval: NOTIFICATIONS_POLL_MS });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', apiPath('notificationsRead'), {}).then(json<TNotifications>),
    onSuccess: (data) => client.setQueryData([apiPath('notifications')], data),
  });
}

export function useMyAssignments() {
  return useQuery<TAssignment[]>({ queryKey: [apiPath('myAssignments')] });
}

export function useCompletionAssignments(completionId: string) {
  return useQuery<TOwedAnswers>({ queryKey: [apiPath('assignmentsOfCompletion', { id: completionId })] });
}

export function useAssign(completionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TAssignRequest) =>
      apiRequest('POST', apiPath('assign', { id: completionId }), request).then(json<TOwedAnswers>),
    onSuccess: (data) => {
      client.setQueryData([apiPath('assignmentsOfCompletion', { id: completionId })], data);
      void client.invalidateQueries({ queryKey: [apiPath('notifications')] });
      void client.invalidateQueries({ queryKey: [apiPath('myAssignments')] });
    },
  });
}

export function useComments(completionId: string, itemId: string) {
  return useQuery<TComment[]>({ queryKey: [apiPath('comments', { id: completionId, itemId })] });
}

export function useCommentActions(completionId: string, itemId: string) {
  const client = useQueryClient();
  const key = [apiPath('comments', { id: completionId, itemId })];
  const onSuccess = (data: TComment[]) => client.setQueryData(key, data);
  const add = useMutation({
    mutationFn: (body: string) =>
      apiRequest('POST', apiPath('commentAdd', { id: completionId, itemId }), { body }).then(json<TComment[]>),
    onSuccess,
  });
  const resolve = useMutation({
    mutationFn: (commentId: string) =>
      apiRequest('POST', apiPath('commentResolve', { id: completionId, itemId, commentId })).then(json<TComment[]>),
    onSuccess,
  });
  return { add, resolve };
}
