/** Home dashboard (spec section 2). */
import { useQuery } from '@tanstack/react-query';
import type { TStats } from '@contract/index';
import { useAuth } from '@web/hooks/use-auth';
import { WelcomeBanner } from '@web/components/home/welcome-banner';
import { StatCards } from '@web/components/home/stat-cards';

export default function Home() {
  const { user } = useAuth();
  const { data: stats } = useQuery<TStats>({ queryKey: ['/api/stats'], refetchInterval: 5000 });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <WelcomeBanner name={user?.name} />
      <StatCards stats={stats} />
    </div>
  );
}
