import { Button, CategoryNav, FeatureCard, Hero, PlanCard, RecentlyViewedStrip } from '@nyansa/ui';
import { Microscope, ShoppingBag, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { claims, heroCta, heroImage, heroSubtitle, heroTitle, planSummaries } from './content';
import { productImageSrcSet, productImageUrl } from '../products/productImages';
import { ProductCatalog } from '../products/components/ProductCatalog';
import { useRecentlyViewed } from '../products/recentlyViewed';
import { brandName, usePageMeta } from '../seo';

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
  const navigate = useNavigate();
  usePageMeta('', `${heroTitle} ${heroSubtitle}`);
  const recentlyViewed = useRecentlyViewed();
  const routerLink = ({ href, children, ...props }: { href: string; className: string; children: ReactNode; 'aria-current'?: 'page' }) => (
    <Link to={href} {...props}>
      {children}
    </Link>
  );

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

      <div id="products" className="page-frame flex scroll-mt-20 flex-col gap-8 py-16">
        {recentlyViewed.length ? <RecentlyViewedStrip products={recentlyViewed} renderLink={routerLink} /> : null}
        <CategoryNav aria-label="Shop by category" current="" allLabel="All products" hrefFor={(category) => (category ? `/products?category=${category}` : '/products')} renderLink={routerLink} />
        {/* Below the hero: its photos wait to be scrolled to (the preloader still fetches the first 4), leaving the bandwidth to the hero. */}
        <ProductCatalog eagerImages={0} />
      </div>

      <section aria-labelledby="plans" className="page-frame py-16">
        <h2 id="plans" className="text-center font-display text-3xl font-semibold">
          Subscription Plans
        </h2>
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
      </section>
    </>
  );
}
