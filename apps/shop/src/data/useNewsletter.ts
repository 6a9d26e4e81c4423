import { api } from '../api';
import { toast } from '../toast/toastStore';
import { asApiError } from './failure';

/** The footer's newsletter box: stores the address (POST /api/newsletter) and toasts the server's answer. */
export function useNewsletter() {
  return {
    async subscribe(email: string): Promise<void> {
      try {
        toast.success((await api.newsletter.subscribe(email.trim())).message);
      } catch (error) {
        toast.error(asApiError(error).message);
      }
    },
  };
}
