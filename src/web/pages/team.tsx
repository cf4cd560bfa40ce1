/**
 * The Team page: the firm's members with their roles and open assignments. An admin changes a role here;
 * everyone else sees the roles only. The server refuses to leave the firm without an admin, and says so.
 */
import { ROLE_LABELS, ROLES, type TRole } from '@contract/index';
import { Card } from '@web/components/ui/card';
import { Badge } from '@web/components/ui/badge';
import { QueryStatus } from '@web/components/ui/query-status';
import { PageHeader } from '@web/components/page-header';
import { useAuth } from '@web/hooks/use-auth';
import { useRole } from '@web/hooks/use-role';
import { useChangeRole, useTeam } from '@web/hooks/use-team';
import { apiErrorMessage } from '@web/components/review/use-review-actions';
import { formatDate } from '@web/lib/format';

export default function Team() {
  const team = useTeam();
  const { user } = useAuth();
  const { can } = useRole();
  const change = useChangeRole();
  const admin = can('admin');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title="Team"
        subtitle={`Everyone in ${user?.firmName ?? 'your firm'} and what their role lets them do`}
      />
      <Card className="p-4 text-sm text-slate-700">
        <ul className="grid gap-1 sm:grid-cols-3">
          {ROLES.map((r) => (
            <li key={r}>
              <strong>{ROLE_LABELS[r].name}</strong>: {ROLE_LABELS[r].can}
            </li>
          ))}
        </ul>
        {!admin && <p className="mt-2 text-slate-500">Only an admin of your firm can change roles.</p>}
      </Card>
      <QueryStatus isLoading={team.isLoading} error={team.error} label="Loading the team" />
      {change.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {apiErrorMessage(change.error)}
        </p>
      )}
      {team.data && (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th className="px-4 py-3 font-medium">Name</th>
                <th className="px-4 py-3 font-medium">E-mail</th>
                <th className="px-4 py-3 font-medium">Role</th>
                <th className="px-4 py-3 font-medium">Open assignments</th>
                <th className="px-4 py-3 font-medium">Last signed in</th>
              </tr>
            </thead>
            <tbody>
              {team.data.map((m) => (
                <tr key={m.id} className="border-b border-slate-100 last:border-0" data-testid="team-member">
                  <td className="px-4 py-3 font-medium text-slate-900">
                    {m.name}
                    {m.id === user?.id && <span className="ml-2 text-xs text-slate-500">(you)</span>}
                  </td>
                  <td className="px-4 py-3 text-slate-600">{m.email}</td>
                  <td className="px-4 py-3">
                    {admin ? (
                      <select
                        aria-label={`Role of ${m.name}`}
                        className="rounded-md border border-slate-300 bg-white px-2 py-1"
                        value={m.role}
                        disabled={change.isPending}
                        onChange={(e) => change.mutate({ userId: m.id, role: e.target.value as TRole })}
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r].name}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <Badge tone={m.role === 'admin' ? 'blue' : 'gray'}>{ROLE_LABELS[m.role].name}</Badge>
                    )}
                  </td>
                  <td className="px-4 py-3 text-slate-600">{m.openAssignments}</td>
                  <td className="px-4 py-3 text-slate-600">{m.lastLoginAt ? formatDate(m.lastLoginAt) : 'never'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}
