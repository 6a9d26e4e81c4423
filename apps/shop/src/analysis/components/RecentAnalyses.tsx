import { AnalysisHistoryList, Button } from '@nyansa/ui';
import { Link } from 'react-router-dom';
import { useAnalyses } from '../../data/useAnalyses';

/** Spec section 9: the dashboard shows at most 3 recent analyses. */
export const recentAnalysesShown = 3;

/** The last skin analyses beside the dashboard, and the way to the analysis page. */
export function RecentAnalyses() {
  const { history, loading, error } = useAnalyses();
  return (
    <aside className="flex flex-col gap-3">
      <AnalysisHistoryList
        heading="Recent Skin Analyses"
        items={history}
        limit={recentAnalysesShown}
        loading={loading}
        error={error}
        emptyText="No skin analyses yet"
      />
      <Button asChild variant="outline" className="self-start">
        <Link to="/SkinAnalysis">Go to Skin Analysis</Link>
      </Button>
    </aside>
  );
}
