/** Home dashboard (docs/product-spec.md §2): layout by the number of source documents. */
import { useAuth } from '@web/hooks/use-auth';
import { useCompletions, useProcessingStatus, useSourceDocuments, useStats } from '@web/hooks/use-data';
import { WelcomeBanner } from '@web/components/home/welcome-banner';
import { StatCards } from '@web/components/home/stat-cards';
import { DashboardUpload } from '@web/components/home/dashboard-upload';
import { SourceDocumentList } from '@web/components/home/source-document-list';
import { RecentCompletions } from '@web/components/home/recent-completions';
import { ProcessingStatusPanel } from '@web/components/home/processing-status-panel';
import { KnowledgeSearchPanel } from '@web/components/home/knowledge-search-panel';
import { ProcessingModal } from '@web/components/home/processing-modal';
import { FirstDdqHint } from '@web/components/home/first-ddq-hint';
import { StepCard } from '@web/components/home/step-card';
import { useRole } from '@web/hooks/use-role';
import { useRefreshPairsWhenLearned } from '@web/hooks/use-refresh-pairs-when-learned';

const SOURCE_HINT = 'DOCX, DOC, XLSX or PDF up to 10MB';

export default function Home() {
  const { user } = useAuth();
  const stats = useStats();
  const docs = useSourceDocuments();
  const completions = useCompletions();
  const queue = useProcessingStatus();
  const hasDocs = (docs.data?.length ?? 0) > 0;
  useRefreshPairsWhenLearned(docs.data);

  // A viewer reads and downloads only: no upload areas.
  const editor = useRole().can('editor');
  const sourceUpload = editor && (
    <DashboardUpload area="source-documents" title="Upload a completed DDQ" hint={SOURCE_HINT} testId="upload-source" />
  );
  const docList = <SourceDocumentList documents={docs.data} isLoading={docs.isLoading} />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <WelcomeBanner name={user?.name} />
      <StatCards stats={stats.data} />
      {docs.isLoading ? null : hasDocs ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <StepCard
            step={1}
            title="Add More Training Documents"
            subtitle="The more completed DDQs I read, the better my answers."
            testId="step-1"
          >
            {sourceUpload}
            {docList}
          </StepCard>
          <StepCard
            step={2}
            title="Get a DDQ Completed"
            subtitle="Give me a blank DDQ and I'll fill it in."
            testId="step-2"
          >
            {editor && (
              <DashboardUpload
                area="ddq-completions"
                title="Upload a blank DDQ"
                hint={SOURCE_HINT}
                testId="upload-ddq"
              />
            )}
            {!completions.isLoading && !completions.data?.length && <FirstDdqHint />}
            <div>
              <h3 className="mb-1 text-sm font-semibold text-slate-700">Recent Completions</h3>
              <RecentCompletions completions={completions.data} isLoading={completions.isLoading} />
            </div>
          </StepCard>
        </div>
      ) : (
        <StepCard
          step={1}
          title="First, teach me about your firm"
          subtitle="Upload 3-5 completed DDQs and I'll learn your standard answers."
          testId="step-1"
        >
          {sourceUpload}
          {docList}
        </StepCard>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProcessingStatusPanel documents={docs.data} completions={completions.data} queue={queue.data} />
        <KnowledgeSearchPanel />
      </div>
      <ProcessingModal items={queue.data} />
    </div>
  );
}
