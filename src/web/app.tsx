/** Routes (docs/product-spec.md §2): the landing page when anonymous, the app screens when signed in. */
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { queryClient } from '@web/lib/api';
import { useAuth } from '@web/hooks/use-auth';
import { Toaster } from '@web/components/ui/toaster';
import { Header } from '@web/components/header';
import Landing from '@web/pages/landing';
import Home from '@web/pages/home';
import NotFound from '@web/pages/not-found';
import SourceDocuments from '@web/pages/source-documents';
import DdqCompletions from '@web/pages/ddq-completions';
import QaPairs from '@web/pages/qa-pairs';
import Review from '@web/pages/review';
import Team from '@web/pages/team';
import { useSignOutVisible } from '@web/hooks/use-sign-out-visible';

function Router() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
        <div className="flex flex-col items-center gap-3">
          <div
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
            aria-hidden
          />
          <p className="text-sm text-slate-600">Loading...</p>
        </div>
      </div>
    );
  }
  if (!isAuthenticated) return <Landing />;
  return <SignedIn />;
}

function SignedIn() {
  const showSignOut = useSignOutVisible();
  return (
    <div className="min-h-screen">
      <Header showSignOut={showSignOut} />
      <main>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/source-documents" component={SourceDocuments} />
          <Route path="/ddq-completions" component={DdqCompletions} />
          <Route path="/ddq-completions/:id/review" component={Review} />
          <Route path="/qa-pairs" component={QaPairs} />
          <Route path="/team" component={Team} />
          <Route component={NotFound} />
        </Switch>
      </main>
    </div>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router />
      <Toaster />
    </QueryClientProvider>
  );
}
