/**
 * A firm's team on the client: members and roles, notifications (polled for the header), assignments of
 * a completion and of the signed-in person, and the comment thread of an answer, with the calls that change them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, type TAssignRequest, type TComment, type TRole } from '@contract/index';
import { callApi, queryFnOf } from '@web/lib/api';

/** How often the header asks for new notifications and the assigned count. */
export const NOTIFICATIONS_POLL_MS = 15_000;

export function useTeam() {
  return useQuery({ queryKey: [apiPath('team')], queryFn: queryFnOf('team') });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TRole }) =>
      callApi('teamRoleChange', { params: { userId }, body: { role } }),
    onSettled: () => client.invalidateQueries({ queryKey: [apiPath('team')] }),
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: [apiPath('notifications')],
    queryFn: queryFnOf('notifications'),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('notificationsRead', { body: {} }),
    onSuccess: (data) => client.setQueryData([apiPath('notifications')], data),
  });
}

export function useMyAssignments() {
  return useQuery({ queryKey: [apiPath('myAssignments')], queryFn: queryFnOf('myAssignments') });
}

export function useCompletionAssignments(completionId: string) {
  return useQuery({
    queryKey: [apiPath('assignmentsOfCompletion', { id: completionId })],
    queryFn: queryFnOf('assignmentsOfCompletion', { params: { id: completionId } }),
  });
}

export function useAssign(completionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TAssignRequest) => callApi('assign', { params: { id: completionId }, body: request }),
    onSuccess: (data) => {
      client.setQueryData([apiPath('assignmentsOfCompletion', { id: completionId })], data);
      void client.invalidateQueries({ queryKey: [apiPath('notifications')] });
      void client.invalidateQueries({ queryKey: [apiPath('myAssignments')] });
    },
  });
}

export function useComments(completionId: string, itemId: string) {
  return useQuery({
    queryKey: [apiPath('comments', { id: completionId, itemId })],
    queryFn: queryFnOf('comments', { params: { id: completionId, itemId } }),
  });
}

export function useCommentActions(completionId: string, itemId: string) {
  const client = useQueryClient();
  const key = [apiPath('comments', { id: completionId, itemId })];
  const onSuccess = (data: TComment[]) => client.setQueryData(key, data);
  const add = useMutation({
    mutationFn: (body: string) => callApi('commentAdd', { params: { id: completionId, itemId }, body: { body } }),
    onSuccess,
  });
  const resolve = useMutation({
    mutationFn: (commentId: string) => callApi('commentResolve', { params: { id: completionId, itemId, commentId } }),
    onSuccess,
  });
  return { add, resolve };
}
