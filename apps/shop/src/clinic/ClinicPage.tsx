import { consultationAnswerHours, consultationMessages } from '@nyansa/contract';
import { LoadingState } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { useClinic, useSuggestableProducts } from '../data/useClinic';
import { useProfile } from '../data/useProfile';
import { usePageMeta } from '../seo';
import { RequireRole } from '../session/RequireRole';
import { toast } from '../toast';
import { QueueItem } from './components/QueueItem';

/** The time the queue counts from, moved on every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Clinic() {
  const { profile } = useProfile();
  const { queue, loading, error, claim, release, reply } = useClinic();
  const products = useSuggestableProducts();
  const now = useNow();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold">Clinic</h1>
        <p className="text-muted-foreground">
          Requests waiting for a dermatologist, oldest first. Each is to be answered within {consultationAnswerHours} hours.
        </p>
      </div>
      {loading ? (
        <LoadingState label="Loading the queue..." />
      ) : error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : queue.length === 0 ? (
        <p role="status">No requests are waiting.</p>
      ) : (
        <div className="flex flex-col gap-6">
          {queue.map((item) => (
            <QueueItem
              key={item.id}
              item={item}
              userId={profile?.id ?? 0}
              products={products}
              now={now}
              onClaim={async () => {
                const problem = await claim(item.id);
                if (problem === null) toast.success(consultationMessages.claimed);
                return problem;
              }}
              onRelease={async () => {
                const problem = await release(item.id);
                if (problem === null) toast.success(consultationMessages.released);
                return problem;
              }}
              onReply={async (draft) => {
                const problem = await reply(item.id, draft.reply, draft.productIds);
                if (problem === null) toast.success(consultationMessages.replied);
                return problem;
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** /clinic: the dermatologists' queue of consultation requests. */
export default function ClinicPage() {
  usePageMeta('Clinic', 'The queue of dermatologist requests.');
  return (
    <RequireRole roles={['dermatologist']}>
      <Clinic />
    </RequireRole>
  );
}
