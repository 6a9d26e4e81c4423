import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Input } from '../Input';
import { socialIcons, type SocialNetwork } from './socialIcons';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  brand: string;
  tagline?: string;
  socialLinks?: readonly SocialLink[];
  /** Called with the typed email when Subscribe is pressed. */
  onSubscribe?: (email: string) => void;
  /** The year in the copyright line; pass it so rendering never depends on the clock. */
  copyrightYear: number;
  /** Links of the site (the privacy page...), as the app's own link elements, shown above the copyright line. */
  links?: ReactNode;
}

export function Footer({ brand, tagline, socialLinks = [], onSubscribe, copyrightYear, links, className, ...props }: FooterProps) {
  const [email, setEmail] = useState('');
  const emailId = useId();
  return (
    <footer data-slot="footer" className={cn('border-t border-border bg-muted text-foreground', className)} {...props}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <p className="font-display text-2xl font-bold text-primary">{brand}</p>
          {tagline ? <p className="max-w-sm text-sm text-muted-foreground">{tagline}</p> : null}
          {socialLinks.length > 0 ? (
            <ul aria-label="Social links" className="flex gap-2">
              {socialLinks.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    aria-label={social.label}
                    className="flex size-10 items-center justify-center rounded-full bg-surface text-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5"
                  >
                    {socialIcons[social.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <form
          aria-label="Newsletter"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSubscribe?.(email);
          }}
        >
          <h2 className="font-display text-lg font-semibold">Newsletter</h2>
          <p className="text-sm text-muted-foreground">Get skin-care tips and new products in your inbox.</p>
          <label htmlFor={emailId} className="sr-only">
            Email address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={emailId}
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit">Subscribe</Button>
          </div>
        </form>
      </div>
      {links ? (
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-border px-4 py-4 text-sm [&_a]:underline-offset-4 [&_a:hover]:underline">
          {links}
        </nav>
      ) : null}
      <p className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
        © {copyrightYear} {brand}. All rights reserved.
      </p>
    </footer>
  );
}
