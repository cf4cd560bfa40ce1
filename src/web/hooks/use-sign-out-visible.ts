import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { queryFnOf } from '@web/lib/api';
import { KEYS } from './use-data';

/** On the Training Documents screen, Sign Out appears only once the list has loaded (docs/product-spec.md §2). */
export function useSignOutVisible(): boolean {
  const [location] = useLocation();
  const onTraining = location === '/source-documents';
  const { isSuccess } = useQuery({
    queryKey: KEYS.sourceDocuments,
    queryFn: queryFnOf('sourceDocuments'),
    enabled: onTraining,
  });
  return !onTraining || isSuccess;
}
