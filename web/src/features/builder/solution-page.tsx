import { useParams } from 'react-router-dom';
import { ExistingSolution, NewSolution } from './page/solution-loader.tsx';

/** A solution route parameter that is not numeric (and /sales/solution/new) means a new solution. */
export function isExistingSolutionId(solutionId: string | undefined): solutionId is string {
  return solutionId !== undefined && /^\d+$/.test(solutionId);
}

/** /sales/solution/new and /sales/solution/{id}: the solution builder. */
export default function SolutionPage() {
  const { solutionId } = useParams();
  if (isExistingSolutionId(solutionId)) return <ExistingSolution key={solutionId} id={solutionId} />;
  return <NewSolution />;
}
