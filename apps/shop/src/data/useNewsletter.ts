import { api } from '../api';
import { toast } from '../toast/toastStore';
import { attempt } from './failure';

/** The footer's newsletter box: stores the address (POST /api/newsletter) and toasts the server's answer. */
export function useNewsletter() {
  return {
    async subscribe(email: string): Promise<void> {
      const answer = await attempt(api.newsletter.subscribe(email.trim()));
      if (answer.ok) toast.success(answer.value.message);
      else toast.error(answer.failure.message);
    },
  };
}
