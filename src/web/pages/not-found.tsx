import { Link } from 'wouter';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';

export default function NotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">I looked everywhere, but this page doesn't exist.</p>
          <Link href="/" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
            Back to the dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
