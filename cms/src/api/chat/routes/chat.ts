import { MAINTENANCE_GATE, open, publicRead, routesTo } from '../../../lib/route-config';

const route = routesTo('api::chat.chat');

export default {
  routes: [
    // The limits the widget checks a message against before sending it (the server's configured ones).
    publicRead('/chat/limits', 'api::chat.chat.limits'),
    // Public like the rest of the landing content (and withheld with it during maintenance).
    route('POST', '/chat/message', 'message', { ...open, policies: [MAINTENANCE_GATE] }),
  ],
};
