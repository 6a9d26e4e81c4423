import type { ClinicQueueItem } from '@nyansa/contract';
import { Card, CardContent } from '@nyansa/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AnalysisRecord, PatientAnswers, Question, when } from './ClinicalRecord';
import { PatientRecord } from './PatientRecord';

/** A request the dermatologist answered: what was asked and seen, and the reply as sent. */
export function AnsweredItem({ item }: { item: ClinicQueueItem }) {
  const headingId = useId();
  const { reply } = item;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-display text-xl font-semibold">
            Request {item.id}
          </h2>
          <p className="text-sm text-muted-foreground">
            Asked {when(item.created_at)}
            {reply ? `; answered ${when(reply.answered_at)}` : ''}
          </p>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <Question question={item.question} />
          <PatientAnswers item={item} />
        </div>
        {reply ? (
          <section aria-label="Your reply" className="flex flex-col gap-2 rounded-md border border-primary/30 bg-secondary/40 p-4">
            <h3 className="text-sm font-semibold">Your reply</h3>
            <p className="leading-relaxed break-words whitespace-pre-line">{reply.text}</p>
            {reply.products.length > 0 ? (
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-medium">Suggested products</p>
                <ul className="flex flex-wrap gap-2">
                  {reply.products.map((product) => (
                    <li key={product.id}>
                      <Link to={`/products/${product.id}`} className="inline-flex rounded-full border border-border bg-surface px-3 py-1 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                        {product.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}
        <AnalysisRecord item={item} />
        <PatientRecord requestId={item.id} readNow={false} />
      </CardContent>
    </Card>
  );
}
