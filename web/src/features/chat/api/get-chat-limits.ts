import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CHAT_LIMITS, type ChatLimits } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** GET /api/chat/limits: the limits the server holds a message to; the contract's defaults until they are known. */
export function useChatLimits(): ChatLimits {
  const { data } = useQuery({
    queryKey: ['chat', 'limits'],
    queryFn: async () => (await api.get<{ limits: ChatLimits }>('/api/chat/limits')).limits,
    staleTime: Infinity,
  });
  return data ?? DEFAULT_CHAT_LIMITS;
}
