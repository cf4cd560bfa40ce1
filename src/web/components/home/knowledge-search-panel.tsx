/**
 * Knowledge Base Search panel (docs/product-spec.md §4): under 3 characters the 10 most recent pairs; from 3 characters,
 * after a 300 ms debounce, a server search. The filter button narrows results to high-confidence pairs.
 */
import { errorText } from '@web/lib/api';
import { useState, type ReactNode } from 'react';
import { Filter, Search } from 'lucide-react';
import { SearchInput } from '@web/components/ui/search-input';
import { LIMITS, type TQaPair } from '@contract/index';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { Badge } from '@web/components/ui/badge';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useQaPairs, useQaSearch } from '@web/hooks/use-data';
import { confidenceTone, confidenceValue, pairRelativeTime, truncate } from '@web/lib/format';

export const HIGH_CONFIDENCE = 90;

function PairItem({ pair }: { pair: TQaPair }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="search-result">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{pair.question}</p>
        <Badge tone={confidenceTone(pair.confidence)}>{confidenceValue(pair.confidence)}%</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{truncate(pair.answer, LIMITS.answerPreviewChars)}</p>
      <p className="mt-1 text-xs text-slate-400">Added {pairRelativeTime(pair.createdAt)}</p>
    </li>
  );
}

/** A line saying what is listed (`live`: read out as it changes), then the pairs. */
function PairList({ pairs, live, children }: { pairs: TQaPair[]; live?: boolean; children: ReactNode }) {
  return (
    <>
      <p className="text-xs text-slate-500" aria-live={live ? 'polite' : undefined}>
        {children}
      </p>
      <ul className="flex flex-col gap-2">
        {pairs.map((p) => (
          <PairItem key={p.id} pair={p} />
        ))}
      </ul>
    </>
  );
}

export function KnowledgeSearchPanel() {
  const [text, setText] = useState('');
  const [highOnly, setHighOnly] = useState(false);
  const query = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const searching = query.length >= LIMITS.searchMinChars;
  const all = useQaPairs();
  const search = useQaSearch(query, searching);
  const keep = (p: TQaPair) => !highOnly || confidenceValue(p.confidence) >= HIGH_CONFIDENCE;

  let body: React.ReactNode;
  if (searching) {
    const results = (search.data ?? []).filter(keep);
    if (search.isLoading) body = <p className="text-sm text-slate-500">Searching...</p>;
    else if (search.isError) body = <p className="text-sm text-red-700">{errorText(search.error)}</p>;
    else if (!results.length)
      body = <p className="text-sm text-slate-500">No Q&A pairs found for "{query}". Try other words.</p>;
    else
      body = (
        <PairList pairs={results} live>
          Found {results.length} Q&A pair{results.length === 1 ? '' : 's'}
        </PairList>
      );
  } else if (all.isLoading) body = <p className="text-sm text-slate-500">Loading Q&A pairs...</p>;
  else if (!all.data?.length)
    body = (
      <p className="text-sm text-slate-500">No knowledge base yet. Upload a completed DDQ and I'll start learning.</p>
    );
  else {
    const recent = all.data.filter(keep).slice(0, LIMITS.dashboardSearchListSize);
    body = (
      <PairList pairs={recent}>
        Showing {recent.length} of {all.data.length} recent Q&A pairs. Type at least 3 characters to search.
      </PairList>
    );
  }

  return (
    <Card data-testid="knowledge-search-panel">
      <CardHeader>
        <CardTitle icon={Search}>Knowledge Base Search</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex gap-2">
          <SearchInput
            value={text}
            onChange={setText}
            placeholder="Search your knowledge base..."
            label="Search the knowledge base"
          />
          <Button
            variant={highOnly ? 'default' : 'outline'}
            aria-pressed={highOnly}
            aria-label="Show only high-confidence answers (90%+)"
            title="Only high-confidence answers (90%+)"
            onClick={() => setHighOnly(!highOnly)}
          >
            <Filter aria-hidden />
          </Button>
        </div>
        <div className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto">{body}</div>
      </CardContent>
    </Card>
  );
}
