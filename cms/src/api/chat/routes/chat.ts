import { MAINTENANCE_GATE, publicRead } from '../../../lib/route-config';

export default {
  routes: [
    // The limits the widget checks a message against before sending it (the server's configured ones).
    publicRead('/chat/limits', 'api::chat.chat.limits'),
    {
      method: 'POST',
      path: '/chat/message',
      handler: 'api::chat.chat.message',
      // Public like the rest of the landing content (and withheld with it during maintenance).
      config: { auth: false as const, policies: [MAINTENANCE_GATE] },
    },
  ],
};
