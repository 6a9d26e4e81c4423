// Lumen Skin, another brand's site built on @nyansa/ui: the seven named components and a few
// parts, in this brand's theme (lumen.css), with its own data and state.
import '@nyansa/ui/styles.css';
import './lumen.css';
import {
  AnalysisResult,
  BillingToggle,
  type BillingCycle,
  CartList,
  ChatWidget,
  type ChatMessage,
  CurrencyProvider,
  DataTable,
  formatPrice,
  Input,
  Label,
  PasswordChecklist,
  passwordChecklist,
  PlanCard,
  ProductCard,
  ProductGrid,
  ScoreTrendChart,
} from '@nyansa/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { analysis, cartLines, orderColumns, orders, plans, products } from './data';

function App() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [password, setPassword] = useState('lumen');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const shown = products.filter((product) => product.name.toLowerCase().includes(search.toLowerCase()));
  const first = products[0];
  const cartTotal = cartLines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

  return (
    <CurrencyProvider currency="EUR">
      <main className="mx-auto flex max-w-5xl flex-col gap-10 p-6">
        <h1 className="font-display text-3xl">Lumen Skin</h1>
        <p data-testid="free-delivery">Free delivery from {formatPrice(40, 'EUR')}.</p>
        {first ? <ProductCard product={first} className="max-w-xs" /> : null}
        <ProductGrid products={shown} page={page} totalPages={2} onPageChange={setPage} search={search} onSearchChange={setSearch} heading="Our bestsellers" />
        <CartList items={cartLines} total={cartTotal} onQuantityChange={() => undefined} onRemove={() => undefined} onCheckout={() => undefined} />
        <section className="flex flex-col gap-4">
          <BillingToggle value={cycle} onChange={setCycle} />
          <div className="grid gap-4 md:grid-cols-2">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} cycle={cycle} featured={plan.id === 'plus'} />
            ))}
          </div>
        </section>
        <section className="flex max-w-sm flex-col gap-2">
          <Label htmlFor="password">Password</Label>
          <Input id="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <PasswordChecklist rules={passwordChecklist(password)} />
        </section>
        <AnalysisResult analysis={analysis} />
        <ScoreTrendChart
          label="Redness"
          points={[
            { date: '2026-01-05', score: 54 },
            { date: '2026-02-02', score: 58 },
            { date: '2026-03-02', score: 62 },
          ]}
        />
        <DataTable caption="Your orders" columns={orderColumns} data={orders} getRowId={(order) => order.id} />
      </main>
      <ChatWidget
        signedIn
        messages={messages}
        onSend={(text) => setMessages((previous) => [...previous, { id: String(previous.length), type: 'user', content: text, timestamp: new Date() }])}
      />
    </CurrencyProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
