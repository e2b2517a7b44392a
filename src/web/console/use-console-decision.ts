/**
 * An operator's decision on a queue row (approve, reject…): busy while it runs, a success toast with what happened,
 * the API's Korean message as an error toast, and every console list and count read again afterwards.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../api/error-catalogue';
import { useToast } from '../toast/toast-provider';

export function useConsoleDecision(onDecided?: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const decide = async (run: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await run();
      toast(done, 'success');
      onDecided?.();
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (error) {
      toast(getErrorMessage(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return { pending, decide };
}
