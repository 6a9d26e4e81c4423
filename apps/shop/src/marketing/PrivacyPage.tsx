import { photoRetentionDays } from '@nyansa/contract';
import { Link } from 'react-router-dom';
import { brandName, usePageMeta } from '../seo';

const collected = [
  { what: 'Your account', detail: 'name, email address and password (stored only as a one-way hash), so you can sign in and we can write to you.' },
  { what: 'Your addresses and orders', detail: 'what you bought, where it goes and how it was paid, to deliver it and to keep the accounts the law asks for.' },
  { what: 'Your plan and payments', detail: 'which plan you have and the payment references; card details stay with the payment provider and never reach us.' },
  { what: 'Your skin analyses', detail: 'the face photo you upload and what was measured on it, to give you the analysis, its history and a dermatologist’s answer.' },
  { what: 'Your questions and chats', detail: 'what you ask a dermatologist or the chat assistant, so the answer fits what you asked before.' },
  { what: 'Favorites, cart and reviews', detail: 'what you saved or wrote, to show it back to you and, for reviews, to other shoppers.' },
];

/** The privacy page: what is collected, why, where it is stored, for how long, and how to take it or delete it. */
export default function PrivacyPage() {
  usePageMeta('Privacy', `What ${brandName} collects about you, why, where it is kept, for how long, and how to download or delete it.`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-4xl font-semibold">Your privacy</h1>
        <p className="text-lg text-muted-foreground">
          Face photos are the most personal data there is. Here is, in plain words, what we keep, why, and how you stay in charge of it. Ghana’s Data
          Protection Act 2012 and, for visitors from Europe, the GDPR give you these rights.
        </p>
      </header>

      <section aria-labelledby="collected" className="flex flex-col gap-3">
        <h2 id="collected" className="font-display text-2xl font-semibold">What we collect, and why</h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {collected.map((item) => (
            <li key={item.what}>
              <span className="font-medium">{item.what}:</span> {item.detail}
            </li>
          ))}
        </ul>
        <p>We do not sell your data. A dermatologist sees an analysis only when you ask one about it, and then sees the photo and the measurements, never your name or email.</p>
      </section>

      <section aria-labelledby="stored" className="flex flex-col gap-3">
        <h2 id="stored" className="font-display text-2xl font-semibold">Where it is stored</h2>
        <p>
          In our own database and private file storage. Photos are never public: each time you look at one, the shop makes a link that works for a few
          minutes only. Payments go through our payment provider, emails through our mail provider. When the shop is set up with an outside AI
          provider for the analysis or the chat assistant, your photo or message is sent to it to be answered.
        </p>
      </section>

      <section aria-labelledby="how-long" className="flex flex-col gap-3">
        <h2 id="how-long" className="font-display text-2xl font-semibold">How long we keep it</h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            <span className="font-medium">Analysis photos:</span> {photoRetentionDays} days, then they are deleted and the measurements stay. On the{' '}
            <Link to="/skin-analysis" className="underline underline-offset-4">Skin Analysis</Link> page you can choose to keep no photos at all: each photo is then deleted as soon as it is measured.
          </li>
          <li>
            <span className="font-medium">Everything else:</span> as long as you have an account, or until you delete it yourself (an analysis, an address).
          </li>
          <li>
            <span className="font-medium">Paid orders and payments:</span> for the bookkeeping period the law sets, even after you delete your account, but then
            without your name, email or address.
          </li>
        </ul>
      </section>

      <section aria-labelledby="your-rights" className="flex flex-col gap-3">
        <h2 id="your-rights" className="font-display text-2xl font-semibold">Download or delete your data</h2>
        <p>
          On your <Link to="/dashboard" className="underline underline-offset-4">dashboard</Link>, Profile tab:
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            <span className="font-medium">Download my data</span> gives you one zip file with everything we hold about you, your photos included.
          </li>
          <li>
            <span className="font-medium">Delete my account</span> deletes at once your profile, analyses and photos, questions, chats, favorites, cart and
            addresses. Your reviews stay, signed “A former customer”.
          </li>
        </ul>
      </section>
    </div>
  );
}
