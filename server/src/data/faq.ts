import type { FaqGroup, FaqLanguage } from '@portal/contract';

/** The FAQ page's groups in English (spec 3 and the sample facts of spec 9). */
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

/** French: the same groups, icons and facts. */
const faqGroupsFr: FaqGroup[] = [
  {
    faqTitle: 'Paiement',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'De l’aide pour le paiement',
    faqs: [
      {
        question: 'Quand le paiement de ma commande est-il prélevé ?',
        answer:
          'Le paiement est prélevé pendant la validation de la commande. Le numéro de commande affiché sur l’écran de confirmation indique que le paiement a bien été traité.',
      },
      {
        question: 'Comment payer ma commande ?',
        answer:
          'Nous acceptons Visa, MasterCard, American Express et PayPal. Nos serveurs chiffrent toutes les informations transmises : vos données de carte sont en sécurité.',
      },
      {
        question: 'Quand vais-je recevoir l’e-mail de confirmation de commande ?',
        answer:
          'Vous recevrez un e-mail de confirmation de commande dans les 24 heures suivant votre commande. S’il n’est pas arrivé, vérifiez votre dossier de courrier indésirable.',
      },
    ],
  },
  {
    faqTitle: 'Livraison',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'De l’aide pour la livraison',
    faqs: [
      {
        question: 'Combien coûte la livraison ?',
        answer:
          'La livraison standard est gratuite. La livraison programmée coûte 69 $ pour un créneau de deux heures ou 99 $ pour un créneau d’une heure.',
      },
      {
        question: 'Puis-je annuler une livraison programmée ?',
        answer:
          'Oui : annulez-la ou modifiez-la jusqu’à 72 heures avant la livraison, depuis la page de vos commandes ou en nous contactant.',
      },
    ],
  },
  {
    faqTitle: 'Annulation et retour',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'De l’aide pour l’annulation et le retour',
    faqs: [
      {
        question: 'Puis-je retourner mon produit ?',
        answer:
          'Vous pouvez retourner votre produit dans les 15 jours suivant la livraison, dans son emballage d’origine, pour un remboursement intégral.',
      },
      {
        question: 'Mon produit est arrivé endommagé : que faire ?',
        answer:
          'Signalez un produit endommagé dans les 48 heures suivant la livraison, avec une photo des dégâts ; nous le remplacerons ou vous rembourserons.',
      },
    ],
  },
  {
    faqTitle: 'Mes commandes',
    faqIcon: 'ri-shopping-bag-line',
    faqSubtitle: 'Détails des commandes',
    faqs: [
      {
        question: 'Ma commande a-t-elle abouti ?',
        answer:
          'Toute commande aboutie est confirmée par e-mail dans les 24 heures et figure sur la page de vos commandes.',
      },
      {
        question: 'Où est ma commande ?',
        answer:
          'La page de vos commandes affiche chaque commande avec son lien de suivi dès son expédition.',
      },
    ],
  },
];

/** Spanish: the same groups, icons and facts. */
const faqGroupsEs: FaqGroup[] = [
  {
    faqTitle: 'Pago',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'Ayuda con el pago',
    faqs: [
      {
        question: '¿Cuándo se cobra mi pedido?',
        answer:
          'El pago se cobra durante el proceso de compra. El número de pedido que aparece en la pantalla de confirmación indica que el pago se ha procesado correctamente.',
      },
      {
        question: '¿Cómo pago mi pedido?',
        answer:
          'Aceptamos Visa, MasterCard, American Express y PayPal. Nuestros servidores cifran toda la información enviada, así que los datos de su tarjeta están seguros.',
      },
      {
        question: '¿Cuándo recibiré el correo de confirmación del pedido?',
        answer:
          'Recibirá un correo de confirmación del pedido en las 24 horas siguientes a realizarlo. Si no ha llegado, revise su carpeta de correo no deseado.',
      },
    ],
  },
  {
    faqTitle: 'Entrega',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'Ayuda con la entrega',
    faqs: [
      {
        question: '¿Cuánto cuesta la entrega?',
        answer:
          'La entrega estándar es gratuita. La entrega programada cuesta 69 $ para una franja de dos horas o 99 $ para una franja de una hora.',
      },
      {
        question: '¿Puedo cancelar una entrega programada?',
        answer:
          'Sí: cancélela o cámbiela hasta 72 horas antes de la entrega, desde la página de sus pedidos o contactándonos.',
      },
    ],
  },
  {
    faqTitle: 'Cancelación y devolución',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'Ayuda con cancelaciones y devoluciones',
    faqs: [
      {
        question: '¿Puedo devolver mi producto?',
        answer:
          'Puede devolver su producto en los 15 días siguientes a la entrega, en su embalaje original, con reembolso completo.',
      },
      {
        question: 'Mi producto llegó dañado: ¿qué hago?',
        answer:
          'Informe de un producto dañado en las 48 horas siguientes a la entrega, con una foto del daño; lo sustituiremos o le devolveremos el dinero.',
      },
    ],
  },
  {
    faqTitle: 'Mis pedidos',
    faqIcon: 'ri-shopping-bag-line',
    faqSubtitle: 'Detalles de los pedidos',
    faqs: [
      {
        question: '¿Se ha realizado mi pedido?',
        answer:
          'Todos los pedidos realizados se confirman por correo en 24 horas y aparecen en la página de sus pedidos.',
      },
      {
        question: '¿Dónde está mi pedido?',
        answer:
          'La página de sus pedidos muestra cada pedido con su enlace de seguimiento una vez enviado.',
      },
    ],
  },
];

/** Arabic: the same groups, icons and facts. */
const faqGroupsAr: FaqGroup[] = [
  {
    faqTitle: 'الدفع',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'مساعدة بشأن الدفع',
    faqs: [
      {
        question: 'متى يُحصَّل ثمن طلبي؟',
        answer:
          'يُحصَّل الدفع أثناء إتمام الطلب. رقم الطلب الظاهر في شاشة التأكيد يعني أن الدفع تمت معالجته بنجاح.',
      },
      {
        question: 'كيف أدفع ثمن طلبي؟',
        answer:
          'نقبل Visa وMasterCard وAmerican Express وPayPal. تشفّر خوادمنا كل المعلومات المرسلة إليها، فبيانات بطاقتك في أمان.',
      },
      {
        question: 'متى سأتلقى رسالة تأكيد الطلب بالبريد الإلكتروني؟',
        answer:
          'ستتلقى رسالة تأكيد الطلب خلال 24 ساعة من تقديمه. إن لم تصل، فتحقق من مجلد البريد غير المرغوب فيه.',
      },
    ],
  },
  {
    faqTitle: 'التوصيل',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'مساعدة بشأن التوصيل',
    faqs: [
      {
        question: 'كم تكلفة التوصيل؟',
        answer:
          'التوصيل العادي مجاني. يكلّف التوصيل المجدول 69 $ لفترة ساعتين أو 99 $ لفترة ساعة واحدة.',
      },
      {
        question: 'هل يمكنني إلغاء توصيل مجدول؟',
        answer: 'نعم: ألغِه أو غيّره حتى 72 ساعة قبل التوصيل، من صفحة طلباتك أو بالتواصل معنا.',
      },
    ],
  },
  {
    faqTitle: 'الإلغاء والإرجاع',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'مساعدة بشأن الإلغاء والإرجاع',
    faqs: [
      {
        question: 'هل يمكنني إرجاع منتجي؟',
        answer:
          'يمكنك إرجاع منتجك خلال 15 يومًا من التوصيل، في عبوته الأصلية، مقابل استرداد كامل المبلغ.',
      },
      {
        question: 'وصل منتجي تالفًا: ماذا أفعل؟',
        answer:
          'أبلغ عن المنتج التالف خلال 48 ساعة من التوصيل مع صورة للضرر؛ سنستبدله أو نعيد إليك المبلغ.',
      },
    ],
  },
  {
    faqTitle: 'طلباتي',
    faqIcon: 'ri-shopping-bag-line',
    faqSubtitle: 'تفاصيل الطلبات',
    faqs: [
      {
        question: 'هل تم طلبي بنجاح؟',
        answer: 'كل طلب ناجح يُؤكَّد بالبريد الإلكتروني خلال 24 ساعة ويظهر في صفحة طلباتك.',
      },
      {
        question: 'أين طلبي؟',
        answer: 'تعرض صفحة طلباتك كل طلب مع رابط تتبّعه بمجرد شحنه.',
      },
    ],
  },
];

/** The FAQ in each language of the portal (`GET /api/pages/faq?lang`). */
export const faqGroupsByLanguage: Record<FaqLanguage, FaqGroup[]> = {
  en: faqGroups,
  fr: faqGroupsFr,
  es: faqGroupsEs,
  ar: faqGroupsAr,
};
