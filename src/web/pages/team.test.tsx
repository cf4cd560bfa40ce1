import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAssignment, TTeamMember, TUser } from '@contract/index';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { openByCompletion } from '@web/components/notifications-menu';
import { auditLine } from '@web/components/audit-history';
import { ASSIGNED_TO_ME_FILTER, assignedTo } from '@web/components/review/assignment-filter';
import Team from './team';

afterEach(() => vi.restoreAllMocks());

const members: TTeamMember[] = [
  { id: 'u1', name: 'Ada Admin', email: 'ada@example.com', role: 'admin', lastLoginAt: null, openAssignments: 0 },
  { id: 'u2', name: 'Eddie Editor', email: 'eddie@example.com', role: 'editor', lastLoginAt: null, openAssignments: 3 },
];
const me = (role: TUser['role']): { user: TUser } => ({
  user: { id: 'u1', name: 'Ada Admin', email: 'ada@example.com', firmId: 'f', firmName: 'Acme', role },
});

describe('the Team page', () => {
  it('lets an admin change a role', async () => {
    const fetch = mockFetch({
      '/api/auth/user': me('admin'),
      '/api/team/u2/role': { ...members[1], role: 'viewer' },
      '/api/team': members,
    });
    renderWithClient(<Team />);
    const select = await screen.findByLabelText('Role of Eddie Editor');
    fireEvent.change(select, { target: { value: 'viewer' } });
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => url === '/api/team/u2/role' && init?.method === 'PUT' && init.body === '{"role":"viewer"}',
        ),
      ).toBe(true),
    );
  });

  it('shows roles without a way to change them to everyone else', async () => {
    mockFetch({ '/api/auth/user': me('editor'), '/api/team': members });
    renderWithClient(<Team />);
    expect(await screen.findByText('Only an admin of your firm can change roles.')).toBeTruthy();
    expect(screen.queryByLabelText('Role of Eddie Editor')).toBeNull();
    expect(screen.getAllByTestId('team-member')).toHaveLength(2);
  });
});

describe('assignments and history on screen', () => {
  const a = (itemId: string, completionId: string, done: boolean, overdue = false): TAssignment => ({
    itemId,
    completionId,
    completionName: `${completionId}.docx`,
    itemIndex: 0,
    itemNumber: null,
    question: 'Q',
    outcome: 'answered',
    assigneeId: 'u2',
    assigneeName: 'Eddie Editor',
    assignedByName: 'Ada Admin',
    dueDate: null,
    done,
    overdue,
    createdAt: '2026-11-23T00:00:00Z',
  });

  it('groups my open assignments by DDQ, with the late ones', () => {
    expect(
      openByCompletion([a('i1', 'c1', false, true), a('i2', 'c1', false), a('i3', 'c2', true), a('i4', 'c2', false)]),
    ).toEqual([
      { completionId: 'c1', name: 'c1.docx', count: 2, overdue: 1 },
      { completionId: 'c2', name: 'c2.docx', count: 1, overdue: 0 },
    ]);
  });

  it('"Assigned to me" shows the answers assigned to the signed-in person', () => {
    const mine = assignedTo(
      {
        completionId: 'c1',
        assignments: [a('i1', 'c1', false), { ...a('i2', 'c1', false), assigneeId: 'u9' }],
        owing: [],
      },
      'u2',
    );
    expect([...mine]).toEqual(['i1']);
    expect(ASSIGNED_TO_ME_FILTER.matches({ id: 'i1' } as never, { assignedToMe: mine })).toBe(true);
    expect(ASSIGNED_TO_ME_FILTER.matches({ id: 'i2' } as never, { assignedToMe: mine })).toBe(false);
  });

  it('says what each change to an answer did', () => {
    expect(auditLine({ action: 'edited', before: { answer: 'Yes' }, after: { answer: 'No' } })).toBe(
      'edited: Yes → No',
    );
    expect(auditLine({ action: 'approved', before: { answer: 'Yes' }, after: { answer: 'Yes' } })).toBe('approved');
    expect(auditLine({ action: 'assigned', before: null, after: { assigneeName: 'Eddie Editor' } })).toBe(
      'assigned to Eddie Editor',
    );
  });
});
