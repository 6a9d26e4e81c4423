import { FeatureCard, Hero } from '@nyansa/ui';
import { Microscope, ShoppingBag, Stethoscope } from 'lucide-react';
import { claims, heroCta, heroImage, heroSubtitle, heroTitle } from './content';
import { nearViewport } from '../layout/nearViewport';
import { productImageSrcSet, productImageUrl } from '../products/productImages';
import { brandName, usePageMeta } from '../seo';

// Below the hero and the features, the server renders these whole and the browser hydrates each
// as the shopper scrolls near it: the first screen's JavaScript is the hero's (issue 34).
const HomeProducts = nearViewport(() => import('./HomeProducts').then((module) => module.default));
const HomePlans = nearViewport(() => import('./HomePlans').then((module) => module.default));

const features = [
  {
    icon: <Microscope />,
    title: 'AI Skin Analysis',
    description: 'One photo, 47+ skin parameters measured with 89% accuracy, and a routine made for you.',
  },
  {
    icon: <Stethoscope />,
    title: 'Certified Dermatologists',
    description: 'Talk to a certified dermatologist within 24 hours when your skin needs an expert.',
  },
  {
    icon: <ShoppingBag />,
    title: 'World-class Products',
    description: 'Skincare, body and lip care chosen for every skin tone, delivered to your door.',
  },
];

export default function HomePage() {
  usePageMeta('', `${heroTitle} ${heroSubtitle}`);

  return (
    <>
      <Hero
        title={heroTitle}
        subtitle={heroSubtitle}
        ctaLabel={heroCta}
        onCta={() => document.getElementById('products')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        imageSrc={productImageUrl(heroImage.path, undefined, 800)}
        imageSrcSet={productImageSrcSet(heroImage.path, undefined, heroImage.widths)}
        imageWidth={heroImage.width}
        imageHeight={heroImage.height}
        imageAlt={heroImage.alt}
      />

      <section aria-labelledby="why-choose" className="page-frame py-16">
        <h2 id="why-choose" className="text-center font-display text-3xl font-semibold">
          Why Choose {brandName}?
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="flex">
              <FeatureCard className="w-full" icon={feature.icon} title={feature.title} description={feature.description} />
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid gap-6 text-center sm:grid-cols-3">
          {claims.map((claim) => (
            <div key={claim.value} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{claim.label}</dt>
              <dd className="font-display text-4xl font-semibold text-primary">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <HomeProducts className="page-frame flex scroll-mt-20 flex-col gap-8 py-16" id="products" />

      <section aria-labelledby="plans" className="page-frame py-16">
        <h2 id="plans" className="text-center font-display text-3xl font-semibold">
          Subscription Plans
        </h2>
        <HomePlans />
      </section>
    </>
  );
}
