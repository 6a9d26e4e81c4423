import { Button, PlanCard } from '@nyansa/ui';
import { Link, useNavigate } from 'react-router-dom';
import { planSummaries } from './content';

/** The home page's subscription plans, each leading to its choice on /subscriptions. */
export default function HomePlans() {
  const navigate = useNavigate();
  return (
    <>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {planSummaries.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard
              className="w-full"
              plan={plan}
              cycle="monthly"
              featured={plan.id === 'ai_analysis'}
              onSelect={() => void navigate(`/subscriptions?plan=${plan.id}`)}
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/subscriptions">Compare all plans</Link>
        </Button>
      </div>
    </>
  );
}
