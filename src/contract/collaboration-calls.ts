/** The /api calls of a firm's team: Team page, assignments, notifications, comments, pair review, audit. */
import { z } from 'zod';
import { ZTeamMember, ZRoleChangeRequest } from './team';
import {
  ZAssignment,
  ZAssignRequest,
  ZAuditEvent,
  ZComment,
  ZCommentRequest,
  ZMarkReadRequest,
  ZNotifications,
  ZOwedAnswers,
  ZPairOwnershipRequest,
  ZPairReviewDue,
} from './collaboration';

export const collaborationCalls = {
  team: { method: 'GET', path: '/api/team', response: z.array(ZTeamMember) },
  teamRoleChange: { method: 'PUT', path: '/api/team/:userId/role', body: ZRoleChangeRequest, response: ZTeamMember },
  assignmentsOfCompletion: { method: 'GET', path: '/api/ddq-completions/:id/assignments', response: ZOwedAnswers },
  assign: {
    method: 'POST',
    path: '/api/ddq-completions/:id/assignments',
    body: ZAssignRequest,
    response: ZOwedAnswers,
  },
  myAssignments: { method: 'GET', path: '/api/assignments/mine', response: z.array(ZAssignment) },
  notifications: { method: 'GET', path: '/api/notifications', response: ZNotifications },
  notificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    body: ZMarkReadRequest,
    response: ZNotifications,
  },
  comments: {
    method: 'GET',
    path: '/api/ddq-completions/:id/review/items/:itemId/comments',
    response: z.array(ZComment),
  },
  commentAdd: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/items/:itemId/comments',
    body: ZCommentRequest,
    response: z.array(ZComment),
  },
  commentResolve: {
    method: 'POST',
    path: '/api/ddq-completions/:id/review/items/:itemId/comments/:commentId/resolve',
    response: z.array(ZComment),
  },
  answerAudit: {
    method: 'GET',
    path: '/api/ddq-completions/:id/review/items/:itemId/audit',
    response: z.array(ZAuditEvent),
  },
  completionAuditCsv: { method: 'GET', path: '/api/ddq-completions/:id/audit.csv', response: null },
  pairOwnership: {
    method: 'PUT',
    path: '/api/knowledge/ownership',
    body: ZPairOwnershipRequest,
    response: z.object({ updated: z.number().int() }),
  },
  pairsDueForReview: { method: 'GET', path: '/api/knowledge/review-due', response: z.array(ZPairReviewDue) },
  pairConfirmReview: {
    method: 'POST',
    path: '/api/knowledge/pairs/:pairId/confirm-review',
    response: z.object({ ok: z.literal(true) }),
  },
  pairAudit: { method: 'GET', path: '/api/knowledge/pairs/:pairId/audit', response: z.array(ZAuditEvent) },
} as const;
