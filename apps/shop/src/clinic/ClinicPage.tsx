import { consultationAnswerHours, consultationMessages } from '@nyansa/contract';
import { LoadingState, Pager, Tabs, TabsContent, TabsList, TabsTrigger } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAnsweredRequests, useClinic, useSuggestableProducts } from '../data/useClinic';
import { useProfile } from '../data/useProfile';
import { usePageMeta } from '../seo';
import { RequireRole } from '../session/RequireRole';
import { toast } from '../toast';
import { AnsweredItem } from './components/AnsweredItem';
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

function Queue() {
  const { profile } = useProfile();
  const { queue, loading, error, claim, release, reply } = useClinic();
  const products = useSuggestableProducts();
  const now = useNow();
  return loading ? (
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
  );
}

function Answered({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { items, pagination, loading, error } = useAnsweredRequests(page);
  const pageCount = Math.max(1, pagination?.total_pages ?? 1);
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error}
      </p>
    );
  }
  if (loading && items.length === 0) return <LoadingState label="Loading your answered requests..." />;
  if (items.length === 0) return <p role="status">You have not answered any requests yet.</p>;
  return (
    <div className="flex flex-col gap-6">
      {items.map((item) => (
        <AnsweredItem key={item.id} item={item} />
      ))}
      <Pager
        caption="Answered requests"
        page={page}
        pageCount={pageCount}
        loading={loading}
        loadingText="Loading the page..."
        canPrevious={page > 1}
        canNext={page < pageCount}
        onPrevious={() => onPage(page - 1)}
        onNext={() => onPage(page + 1)}
      />
    </div>
  );
}

const tabs = ['queue', 'answered'] as const;
type ClinicTab = (typeof tabs)[number];

function Clinic() {
  const [params, setParams] = useSearchParams();
  // The tab and page live in the address, so a page of answers can be linked and reloaded.
  const tab: ClinicTab = tabs.find((name) => name === params.get('tab')) ?? 'queue';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: ClinicTab, nextPage = 1) =>
    setParams(
      () => {
        const address = new URLSearchParams();
        if (next !== 'queue') address.set('tab', next);
        if (nextPage > 1) address.set('page', String(nextPage));
        return address;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold">Clinic</h1>
        <p className="text-muted-foreground">
          Requests waiting for a dermatologist, oldest first. Each is to be answered within {consultationAnswerHours} hours.
        </p>
      </div>
      <Tabs value={tab} onValueChange={(next) => go(next as ClinicTab)}>
        <TabsList aria-label="Clinic sections">
          <TabsTrigger value="queue">Waiting</TabsTrigger>
          <TabsTrigger value="answered">Answered</TabsTrigger>
        </TabsList>
        <TabsContent value="queue" className="pt-4">
          <Queue />
        </TabsContent>
        <TabsContent value="answered" className="pt-4">
          <Answered page={page} onPage={(next) => go('answered', next)} />
        </TabsContent>
      </Tabs>
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
