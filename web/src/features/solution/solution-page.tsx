import { useParams } from 'react-router-dom';
import { NewSolutionForm } from './new/new-solution-form.tsx';
import { SolutionOverview } from './overview/solution-overview.tsx';

/** A solution route parameter that is not numeric (and /sales/solution/new) means a new solution. */
export function isExistingSolutionId(solutionId: string | undefined): solutionId is string {
  return solutionId !== undefined && /^\d+$/.test(solutionId);
}

export default function SolutionPage() {
  const { solutionId } = useParams();
  if (isExistingSolutionId(solutionId)) return <SolutionOverview key={solutionId} solutionId={solutionId} />;
  return <NewSolutionForm />;
}
