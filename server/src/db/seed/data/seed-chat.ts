import type { Chat, ChatContact, ChatProfileUser } from '@portal/contract';

export const CHAT_PROFILE_ID = 11;

const contact = (
  id: number,
  fullName: string,
  role: string,
  status: ChatContact['status'],
  about: string,
): ChatContact => ({ id, fullName, role, status, about, avatar: null });

const msg = (senderId: number, message: string, time: string, seen = true) => ({
  message,
  time,
  senderId,
  feedback: { isSent: true, isDelivered: seen, isSeen: seen },
});

/** The chat app: the signed-in admin's profile, eight contacts and three running chats. */
export function seedChat(): {
  chatProfile: ChatProfileUser;
  chatContacts: ChatContact[];
  chats: Chat[];
} {
  return {
    chatProfile: {
      ...contact(
        CHAT_PROFILE_ID,
        'John Doe',
        'admin',
        'online',
        'Portal administrator. Ask me about billing or access.',
      ),
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    },
    chatContacts: [
      contact(1, 'Lucia Ferrer', 'Finance lead', 'online', 'Numbers, budgets and invoices.'),
      contact(2, 'Omar Quinn', 'UI designer', 'busy', 'Designing the next billing screens.'),
      contact(3, 'Nadia Risby', 'Support agent', 'away', 'Back after lunch.'),
      contact(4, 'Aiko Slay', 'Security engineer', 'offline', 'Keys, passwords and audits.'),
      contact(5, 'Mateo Quinn', 'Sales manager', 'online', 'New clients every week.'),
      contact(6, 'Priya Ferrer', 'Operations', 'offline', 'Servers and maintenance windows.'),
      contact(7, 'Ingrid Risby', 'Marketing', 'away', 'Newsletters and campaigns.'),
      contact(8, 'Jonas Slay', 'Developer', 'busy', 'Building the portal.'),
    ],
    chats: [
      {
        id: 1,
        userId: 1,
        unseenMsgs: 0,
        messages: [
          msg(CHAT_PROFILE_ID, 'Hi Lucia, is the quarterly report ready?', '2026-11-20T08:55:00Z'),
          msg(1, 'Yes, I sent it by email a minute ago.', '2026-11-20T09:13:00Z'),
          msg(1, 'Totals are up 12% on last quarter.', '2026-11-20T09:13:30Z'),
          msg(CHAT_PROFILE_ID, 'Great news, thanks!', '2026-11-20T09:20:00Z'),
        ],
      },
      {
        id: 2,
        userId: 2,
        unseenMsgs: 2,
        messages: [
          msg(CHAT_PROFILE_ID, 'Could you look at the invoice layout?', '2026-11-19T14:00:00Z'),
          msg(2, 'Sure, sending feedback by email.', '2026-11-19T15:41:00Z'),
          msg(2, 'The due date should be bold.', '2026-11-19T15:42:00Z'),
        ],
      },
      {
        id: 3,
        userId: 3,
        unseenMsgs: 1,
        messages: [msg(3, 'Lunch on Friday?', '2026-11-18T11:06:00Z')],
      },
    ],
  };
}
