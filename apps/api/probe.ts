import { answerLocally } from './src/modules/chat/assistant/assistant';
import { evalCatalog } from './src/modules/chat/eval/catalog';
for (const m of process.argv.slice(2)) {
  const r = answerLocally({ message: m, signedIn: true, catalog: evalCatalog });
  console.log(`> ${m}\n[${r.intent}] ${r.content.replace(/\n/g, ' | ').slice(0, 500)}\n  cards: ${r.products.map((p) => p.product_name).join(', ')}\n  ${JSON.stringify(r.constraints)}\n`);
}
