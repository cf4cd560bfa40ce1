/**
 * Knowledge Base (docs/product-spec.md §2): all pairs or one document's, client-side search and confidence filter. The grid
 * renders only the rows on screen (decision 060), one or two cards a row as the screen allows.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useSearch } from 'wouter';
import { Search, X } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { QueryStatus } from '@web/components/ui/query-status';
import { SearchInput } from '@web/components/ui/search-input';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/page-header';
import { QaCard } from '@web/components/qa/qa-card';
import { VirtualList } from '@web/components/ui/virtual-list';
import { KnowledgeHealth } from '@web/components/review/knowledge-health';
import { PairReviewPanel } from '@web/components/qa/pair-review-panel';
import { EmptyState } from '@web/components/source-documents/empty-state';
import { useQaPairs } from '@web/hooks/use-data';
import { filterPairs } from '@web/lib/qa-filter';

export default function QaPairs() {
  const documentId = new URLSearchParams(useSearch()).get('document');
  const pairs = useQaPairs(documentId);
  const [search, setSearch] = useState('');
  const [highOnly, setHighOnly] = useState(false);
  const all = useMemo(() => pairs.data ?? [], [pairs.data]);
  const shown = useMemo(() => filterPairs(all, search, highOnly), [all, search, highOnly]);
  const searching = search.trim().length > 0;
  const columns = useColumns();
  const rows = useMemo(() => inRows(shown, columns), [shown, columns]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title={
          <>
            Knowledge Base
            {documentId && (
              <Badge tone="blue" data-testid="filtered-badge" className="text-sm">
                Filtered by document
                <Link href="/qa-pairs" aria-label="Clear document filter" className="rounded-full hover:text-brand-900">
                  <X aria-hidden />
                </Link>
              </Badge>
            )}
          </>
        }
        subtitle={
          documentId && all[0]?.sourceDocumentName
            ? `What I learned from ${all[0].sourceDocumentName}`
            : "Every question and answer I've learned from your firm's documents"
        }
      />
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Search questions and answers..."
          label="Search questions and answers"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant={highOnly ? 'default' : 'outline'} aria-pressed={highOnly} onClick={() => setHighOnly(true)}>
            High Confidence (90%+)
          </Button>
          <Button
            variant={!highOnly ? 'default' : 'outline'}
            aria-pressed={!highOnly}
            onClick={() => setHighOnly(false)}
          >
            Show All ({all.length})
          </Button>
        </div>
      </Card>
      {!documentId && <KnowledgeHealth />}
      {!documentId && <PairReviewPanel />}
      {pairs.isLoading || pairs.isError ? (
        <QueryStatus isLoading={pairs.isLoading} error={pairs.error} label="Loading Q&A pairs..." />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="qa-count">
            Showing {shown.length} of {all.length} Q&A pairs
          </p>
          {shown.length ? (
            <VirtualList
              items={rows}
              getKey={(row) => row[0]!.id}
              estimateSize={230}
              renderItem={(row) => (
                <div className="grid gap-4 lg:grid-cols-2">
                  {row.map((p) => (
                    <QaCard key={p.id} pair={p} />
                  ))}
                </div>
              )}
              testId="qa-list"
            />
          ) : searching || (highOnly && all.length) ? (
            <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="qa-no-match">
              <Search className="h-10 w-10 text-slate-300" aria-hidden />
              <h2 className="text-lg font-semibold text-slate-900">No matching Q&A pairs found</h2>
              <p className="text-sm text-slate-600">Try adjusting your search terms</p>
            </Card>
          ) : (
            <EmptyState
              title="No Q&A pairs yet"
              text="Upload and process some DDQ documents to extract Q&A pairs"
              testId="qa-empty"
            />
          )}
        </>
      )}
    </div>
  );
}

/** Two cards a row on large screens (Tailwind's lg, as the grid's lg:grid-cols-2), one below. */
const WIDE = '(min-width: 1024px)';
function useColumns(): number {
  const wide = useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches,
  );
  return wide ? 2 : 1;
}

function inRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}
