import { useEffect, useRef } from 'react';
import type { TSourceDocument } from '@contract/index';
import { useRefresh } from './use-data';

/**
 * When another training document finishes (or disappears), what was learned from it is refetched: the knowledge base
 * on screen and "How well do I know you?" (which documents it checks, whether its figures are out of date).
 */
export function useRefreshPairsWhenLearned(documents: TSourceDocument[] | undefined): void {
  const refresh = useRefresh();
  const signature = documents
    ?.filter((d) => d.status === 'completed')
    .map((d) => `${d.id}:${d.qaCount}`)
    .join(',');
  const last = useRef(signature);
  useEffect(() => {
    if (signature === undefined) return;
    if (last.current !== undefined && last.current !== signature) {
      void refresh.qaPairs();
      void refresh.backtest();
    }
    last.current = signature;
  }, [signature, refresh]);
}
