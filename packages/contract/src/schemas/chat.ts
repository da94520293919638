import { z } from 'zod';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_MESSAGES = {
  contactNotFound: 'Contact not found',
  badSender: 'The sender must be you or this contact',
  /** A message to a colleague (another account) is only ever the caller's own. */
  notYou: 'The sender must be you',
} as const;

export const chatContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatProfileUserSchema = chatContactSchema.extend({
  settings: z.object({
    isTwoStepAuthVerificationEnabled: z.boolean(),
    isNotificationsOn: z.boolean(),
  }),
});
export type ChatProfileUser = z.infer<typeof chatProfileUserSchema>;

export const chatMessageSchema = z.object({
  message: z.string(),
  /** ISO date-time. */
  time: z.string(),
  senderId: z.number().int(),
  feedback: z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  messages: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /api/apps/chat/chats-and-contacts */
export const chatsAndContactsQuerySchema = z.object({ q: z.string().max(100).default('') });
export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(
    chatContactSchema.extend({
      chat: z.object({
        id: z.number().int(),
        unseenMsgs: z.number().int(),
        lastMessage: chatMessageSchema.nullable(),
      }),
    }),
  ),
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileUserSchema,
});
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>;

/** GET /api/apps/chat/chats/{userId}: the chat (null before the first message) and the contact. */
export const chatWithContactSchema = z.object({
  chat: chatSchema.nullable(),
  contact: chatContactSchema,
});

/** POST /api/apps/chat/chats/{userId} */
export const chatSendBodySchema = z.object({
  message: z.string().trim().min(1).max(2000),
  senderId: z.number().int().min(1).max(999_999_999),
});
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;
export const chatSendResponseSchema = z.object({
  msg: chatMessageSchema,
  chat: chatSchema.optional(),
});

/** PUT /api/apps/chat/profile: the signed-in user's status and about text. */
export const chatProfileBodySchema = z.object({
  status: z.enum(CHAT_STATUSES).optional(),
  about: z.string().trim().max(300).optional(),
});
export type ChatProfileBody = z.infer<typeof chatProfileBodySchema>;
