import { isApiFailure } from '@nyansa/api-client';
import { Footer, type SocialLink } from '@nyansa/ui';
import { api } from '../api';
import { brandName } from '../seo';
import { toast } from '../toast/toastStore';

const socialLinks: readonly SocialLink[] = [
  { network: 'instagram', label: `${brandName} on Instagram`, href: 'https://instagram.com/nyansa' },
  { network: 'facebook', label: `${brandName} on Facebook`, href: 'https://facebook.com/nyansa' },
  { network: 'x', label: `${brandName} on X`, href: 'https://x.com/nyansa' },
  { network: 'tiktok', label: `${brandName} on TikTok`, href: 'https://tiktok.com/@nyansa' },
];

/** Stores the newsletter address (POST /api/newsletter) and toasts the server's answer. */
async function subscribe(email: string): Promise<void> {
  try {
    const answer = await api.newsletter.subscribe(email.trim());
    if (isApiFailure(answer)) toast.error(answer.message);
    else toast.success(answer.message);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}

export function SiteFooter() {
  return (
    <Footer
      brand={brandName}
      tagline="Beauty rooted in wisdom. Founded in 2020 in Ghana."
      socialLinks={socialLinks}
      copyrightYear={new Date().getFullYear()}
      onSubscribe={(email) => void subscribe(email)}
    />
  );
}
