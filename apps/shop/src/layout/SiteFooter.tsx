import { Footer, type SocialLink } from '@nyansa/ui';
import { Link } from 'react-router-dom';
import { useNewsletter } from '../data/useNewsletter';
import { brandName } from '../seo';

const socialLinks: readonly SocialLink[] = [
  { network: 'instagram', label: `${brandName} on Instagram`, href: 'https://instagram.com/nyansa' },
  { network: 'facebook', label: `${brandName} on Facebook`, href: 'https://facebook.com/nyansa' },
  { network: 'x', label: `${brandName} on X`, href: 'https://x.com/nyansa' },
  { network: 'tiktok', label: `${brandName} on TikTok`, href: 'https://tiktok.com/@nyansa' },
];

export function SiteFooter() {
  const newsletter = useNewsletter();
  return (
    <Footer
      brand={brandName}
      tagline="Beauty rooted in wisdom. Founded in 2020 in Ghana."
      socialLinks={socialLinks}
      copyrightYear={new Date().getFullYear()}
      onSubscribe={(email) => void newsletter.subscribe(email)}
      links={<Link to="/privacy">Privacy</Link>}
      // The chat's row under it (Layout's ChatDock) keeps the floating button clear of the footer's controls.
    />
  );
}
