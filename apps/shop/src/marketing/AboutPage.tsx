import { Card, CardContent, ImageWithFallback } from '@nyansa/ui';
import { brandName, usePageMeta } from '../seo';

const coreValues = [
  { name: 'Inclusivity', text: 'Care for every skin tone and type, tested on the skin of the people we serve.' },
  { name: 'Scientific Rigor', text: 'Claims backed by measurement, dermatologists and published research.' },
  { name: 'Accessibility', text: 'Expert skincare at prices and in places that reach everyone.' },
  { name: 'Sustainability', text: 'Responsible sourcing, refillable packaging and less waste.' },
  { name: 'Innovation', text: 'AI and new formulas that make a real difference to daily routines.' },
];

const team = [
  { name: 'Akosua Boateng', role: 'Founder & CEO', image: '/team/akosua-boateng.svg', bio: '' },
  { name: 'Dr. Kwame Asante', role: 'Chief Dermatologist', image: '/team/kwame-asante.svg', bio: '' },
  { name: 'Efua Owusu', role: 'Head of AI Research', image: '/team/efua-owusu.svg', bio: '' },
];

export default function AboutPage() {
  usePageMeta('About', `${brandName} was founded in 2020 in Ghana to bring next-gen beauty solutions to every skin.`);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 px-4 py-12">
      <header className="flex flex-col gap-4 text-center">
        <h1 className="font-display text-4xl font-semibold">About {brandName}</h1>
        <p className="text-lg text-muted-foreground">Founded in 2020 in Ghana.</p>
      </header>

      <section aria-labelledby="story" className="flex flex-col gap-3">
        <h2 id="story" className="font-display text-2xl font-semibold">Our Story</h2>
        <p>
          {brandName} (Twi for wisdom) was founded in 2020 in Ghana by people tired of skincare that was not made for
          their skin. We brought together dermatologists, chemists and engineers to build a beauty assistant that
          understands every skin, and a shop of world-class products to match.
        </p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission" className="flex flex-col gap-3">
          <h2 id="mission" className="font-display text-2xl font-semibold">Our Mission</h2>
          <p>To give everyone expert skincare: an honest analysis, the right products and a dermatologist when needed.</p>
        </section>
        <section aria-labelledby="vision" className="flex flex-col gap-3">
          <h2 id="vision" className="font-display text-2xl font-semibold">Our Vision</h2>
          <p>A world where healthy, confident skin is within everyone&apos;s reach, starting in Africa.</p>
        </section>
      </div>

      <section aria-labelledby="values" className="flex flex-col gap-6">
        <h2 id="values" className="font-display text-2xl font-semibold">Core Values</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <li key={value.name}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-2">
                  <h3 className="font-display text-lg font-semibold">{value.name}</h3>
                  <p className="text-sm text-muted-foreground">{value.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team" className="flex flex-col gap-6">
        <h2 id="team" className="font-display text-2xl font-semibold">Our Team</h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <Card className="h-full overflow-hidden">
                <ImageWithFallback src={member.image} alt={member.name} className="aspect-square w-full" />
                <CardContent className="flex flex-col gap-1">
                  <h3 className="font-display text-lg font-semibold">{member.name}</h3>
                  <p className="text-sm font-medium text-primary">{member.role}</p>
                  <p className="text-sm text-muted-foreground" data-testid="team-bio">
                    {member.bio}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
