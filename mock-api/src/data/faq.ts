import type { FaqGroup } from '@portal/contract';

/** The FAQ page's groups (spec 3 and the sample facts of spec 9). */
export const faqGroups: FaqGroup[] = [
  {
    faqTitle: 'Payment',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'Get help with payment',
    faqs: [
      {
        question: 'When is payment taken for my order?',
        answer:
          'Payment is taken during the checkout process when you pay for your order. The order number that appears on the confirmation screen indicates payment has been successfully processed.',
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'We accept Visa, MasterCard, American Express and PayPal. Our servers encrypt all information submitted to them, so you can be confident that your card details are safe.',
      },
      {
        question: 'When will I receive the order confirmation e-mail?',
        answer:
          'You will receive an order confirmation e-mail within 24 hours of placing your order. If it has not arrived, please check your spam folder.',
      },
    ],
  },
  {
    faqTitle: 'Delivery',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'Get help with delivery',
    faqs: [
      {
        question: 'How much does delivery cost?',
        answer:
          'Standard delivery is free. Scheduled delivery costs $69 for a two-hour window or $99 for a one-hour window.',
      },
      {
        question: 'Can I cancel a scheduled delivery?',
        answer:
          'Yes: cancel or change it up to 72 hours before delivery, from your orders page or by contacting us.',
      },
    ],
  },
  {
    faqTitle: 'Cancellation & Return',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'Get help with cancellation & return',
    faqs: [
      {
        question: 'Can I return my product?',
        answer:
          'You can return your product within 15 days of delivery, in its original packaging, for a full refund.',
      },
      {
        question: 'My product arrived damaged: what do I do?',
        answer:
          'Report a damaged product within 48 hours of delivery with a photo of the damage; we will replace it or refund you.',
      },
    ],
  },
  {
    faqTitle: 'My Orders',
    faqIcon: 'ri-shopping-bag-line',
    faqSubtitle: 'Order details',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'All successful orders are confirmed by e-mail within 24 hours and are listed on your orders page.',
      },
      {
        question: 'Where is my order?',
        answer: 'Your orders page shows each order with its tracking link once it has shipped.',
      },
    ],
  },
];
