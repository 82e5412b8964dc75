export default {
  routes: [
    {
      method: 'POST',
      path: '/chat/message',
      handler: 'api::chat.chat.message',
      // Public like the rest of the landing content (and withheld with it during maintenance).
      config: { auth: false as const, policies: ['global::landing-content'] },
    },
  ],
};
