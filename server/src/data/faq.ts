import type { FaqGroup, FaqLanguage } from '@portal/contract';

/**
 * The FAQ page's groups in English (spec 3): a hosting company's questions, with the sample facts of
 * spec 9 where they fit one (hardware delivery, returns and damage; the order confirmation).
 */
export const faqGroups: FaqGroup[] = [
  {
    faqTitle: 'Payment & billing',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'Get help with payment and invoices',
    faqs: [
      {
        question: 'When is my card charged?',
        answer:
          'Payment is taken when you place your order, and again on each renewal date. The order number on the confirmation screen means the payment went through.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Visa, MasterCard, American Express and PayPal, and bank transfer for yearly plans. Card details are encrypted; we keep only a token from the payment provider.',
      },
      {
        question: 'When will I receive the order confirmation e-mail?',
        answer:
          'You will receive an order confirmation e-mail within 24 hours of placing your order, with your invoice and the details of your service. If it has not arrived, please check your spam folder.',
      },
    ],
  },
  {
    faqTitle: 'Domains & e-mail',
    faqIcon: 'ri-global-line',
    faqSubtitle: 'Get help with domains and mailboxes',
    faqs: [
      {
        question: 'How long does a domain transfer take?',
        answer:
          'Up to five days once you have given us the domain’s authorisation code. Your site and your e-mail keep working during the transfer.',
      },
      {
        question: 'Can I use my own domain for e-mail?',
        answer:
          'Yes: every plan includes mailboxes on your domain, with webmail, IMAP and SMTP. Point the domain’s MX records to us, or use our name servers.',
      },
    ],
  },
  {
    faqTitle: 'Hardware delivery',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'Dedicated servers and colocation equipment',
    faqs: [
      {
        question: 'How much does hardware delivery cost?',
        answer:
          'Installing a dedicated server in our data centre is free. When we deliver hardware to your premises or collect your colocation equipment, standard delivery is free and scheduled delivery costs $69 for a two-hour window or $99 for a one-hour window.',
      },
      {
        question: 'Can I cancel a scheduled delivery?',
        answer:
          'Yes: cancel or change it up to 72 hours before delivery, from your orders page or by opening a ticket.',
      },
    ],
  },
  {
    faqTitle: 'Cancellation & returns',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'Get help with cancellation and returns',
    faqs: [
      {
        question: 'Can I return hardware I bought from you?',
        answer:
          'You can return hardware (servers, firewalls, network equipment) within 15 days of delivery, in its original packaging, for a full refund. Hosting plans are not returned: cancel them at any time and they stay active until the end of the period paid.',
      },
      {
        question: 'My hardware arrived damaged: what do I do?',
        answer:
          'Report damaged hardware within 48 hours of delivery with a photo of the damage; we will replace it or refund you.',
      },
    ],
  },
  {
    faqTitle: 'My orders',
    faqIcon: 'ri-server-line',
    faqSubtitle: 'Orders, set-up and your services',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'All successful orders are confirmed by e-mail within 24 hours and are listed on your services page.',
      },
      {
        question: 'When will my service be ready?',
        answer:
          'Hosting plans, domains and VPS are ready minutes after payment. A dedicated server is installed within two working days; we e-mail you its access details.',
      },
    ],
  },
];

/** French: the same groups, icons and facts. */
const faqGroupsFr: FaqGroup[] = [
  {
    faqTitle: 'Paiement et facturation',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'De l’aide pour le paiement et les factures',
    faqs: [
      {
        question: 'Quand ma carte est-elle débitée ?',
        answer:
          'Le paiement est prélevé quand vous passez commande, puis à chaque date de renouvellement. Le numéro de commande affiché sur l’écran de confirmation indique que le paiement a bien été traité.',
      },
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer:
          'Visa, MasterCard, American Express et PayPal, ainsi que le virement pour les offres annuelles. Les données de carte sont chiffrées ; nous ne gardons qu’un jeton du prestataire de paiement.',
      },
      {
        question: 'Quand vais-je recevoir l’e-mail de confirmation de commande ?',
        answer:
          'Vous recevrez un e-mail de confirmation de commande dans les 24 heures suivant votre commande, avec votre facture et les détails de votre service. S’il n’est pas arrivé, vérifiez votre dossier de courrier indésirable.',
      },
    ],
  },
  {
    faqTitle: 'Domaines et e-mail',
    faqIcon: 'ri-global-line',
    faqSubtitle: 'De l’aide pour les domaines et les boîtes aux lettres',
    faqs: [
      {
        question: 'Combien de temps prend le transfert d’un domaine ?',
        answer:
          'Jusqu’à cinq jours une fois que vous nous avez donné le code d’autorisation du domaine. Votre site et vos e-mails continuent de fonctionner pendant le transfert.',
      },
      {
        question: 'Puis-je utiliser mon propre domaine pour mes e-mails ?',
        answer:
          'Oui : chaque offre comprend des boîtes aux lettres sur votre domaine, avec webmail, IMAP et SMTP. Faites pointer les enregistrements MX du domaine vers nous, ou utilisez nos serveurs de noms.',
      },
    ],
  },
  {
    faqTitle: 'Livraison de matériel',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'Serveurs dédiés et équipements en colocation',
    faqs: [
      {
        question: 'Combien coûte la livraison de matériel ?',
        answer:
          'L’installation d’un serveur dédié dans notre centre de données est gratuite. Quand nous livrons du matériel chez vous ou venons chercher votre équipement en colocation, la livraison standard est gratuite et la livraison programmée coûte 69 $ pour un créneau de deux heures ou 99 $ pour un créneau d’une heure.',
      },
      {
        question: 'Puis-je annuler une livraison programmée ?',
        answer:
          'Oui : annulez-la ou modifiez-la jusqu’à 72 heures avant la livraison, depuis la page de vos commandes ou en ouvrant un ticket.',
      },
    ],
  },
  {
    faqTitle: 'Annulation et retour',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'De l’aide pour l’annulation et le retour',
    faqs: [
      {
        question: 'Puis-je retourner du matériel acheté chez vous ?',
        answer:
          'Vous pouvez retourner du matériel (serveurs, pare-feu, équipement réseau) dans les 15 jours suivant la livraison, dans son emballage d’origine, pour un remboursement intégral. Les offres d’hébergement ne se retournent pas : résiliez-les à tout moment, elles restent actives jusqu’à la fin de la période payée.',
      },
      {
        question: 'Mon matériel est arrivé endommagé : que faire ?',
        answer:
          'Signalez un matériel endommagé dans les 48 heures suivant la livraison, avec une photo des dégâts ; nous le remplacerons ou vous rembourserons.',
      },
    ],
  },
  {
    faqTitle: 'Mes commandes',
    faqIcon: 'ri-server-line',
    faqSubtitle: 'Commandes, mise en service et services',
    faqs: [
      {
        question: 'Ma commande a-t-elle abouti ?',
        answer:
          'Toute commande aboutie est confirmée par e-mail dans les 24 heures et figure sur la page de vos services.',
      },
      {
        question: 'Quand mon service sera-t-il prêt ?',
        answer:
          'Offres d’hébergement, domaines et VPS sont prêts quelques minutes après le paiement. Un serveur dédié est installé en deux jours ouvrés ; nous vous envoyons ses accès par e-mail.',
      },
    ],
  },
];

/** Spanish: the same groups, icons and facts. */
const faqGroupsEs: FaqGroup[] = [
  {
    faqTitle: 'Pago y facturación',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'Ayuda con el pago y las facturas',
    faqs: [
      {
        question: '¿Cuándo se cobra mi tarjeta?',
        answer:
          'El pago se cobra al realizar el pedido y de nuevo en cada fecha de renovación. El número de pedido que aparece en la pantalla de confirmación indica que el pago se ha procesado correctamente.',
      },
      {
        question: '¿Qué medios de pago aceptan?',
        answer:
          'Visa, MasterCard, American Express y PayPal, y transferencia bancaria para los planes anuales. Los datos de la tarjeta se cifran; solo guardamos un token del proveedor de pagos.',
      },
      {
        question: '¿Cuándo recibiré el correo de confirmación del pedido?',
        answer:
          'Recibirá un correo de confirmación del pedido en las 24 horas siguientes a realizarlo, con su factura y los datos de su servicio. Si no ha llegado, revise su carpeta de correo no deseado.',
      },
    ],
  },
  {
    faqTitle: 'Dominios y correo',
    faqIcon: 'ri-global-line',
    faqSubtitle: 'Ayuda con dominios y buzones',
    faqs: [
      {
        question: '¿Cuánto tarda la transferencia de un dominio?',
        answer:
          'Hasta cinco días desde que nos da el código de autorización del dominio. Su sitio y su correo siguen funcionando durante la transferencia.',
      },
      {
        question: '¿Puedo usar mi propio dominio para el correo?',
        answer:
          'Sí: todos los planes incluyen buzones en su dominio, con webmail, IMAP y SMTP. Apunte los registros MX del dominio hacia nosotros o use nuestros servidores de nombres.',
      },
    ],
  },
  {
    faqTitle: 'Entrega de equipos',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'Servidores dedicados y equipos en colocación',
    faqs: [
      {
        question: '¿Cuánto cuesta la entrega de equipos?',
        answer:
          'La instalación de un servidor dedicado en nuestro centro de datos es gratuita. Cuando entregamos equipos en sus instalaciones o recogemos su equipo en colocación, la entrega estándar es gratuita y la entrega programada cuesta 69 $ para una franja de dos horas o 99 $ para una franja de una hora.',
      },
      {
        question: '¿Puedo cancelar una entrega programada?',
        answer:
          'Sí: cancélela o cámbiela hasta 72 horas antes de la entrega, desde la página de sus pedidos o abriendo un ticket.',
      },
    ],
  },
  {
    faqTitle: 'Cancelación y devolución',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'Ayuda con cancelaciones y devoluciones',
    faqs: [
      {
        question: '¿Puedo devolver equipos que les compré?',
        answer:
          'Puede devolver equipos (servidores, cortafuegos, equipos de red) en los 15 días siguientes a la entrega, en su embalaje original, con reembolso completo. Los planes de alojamiento no se devuelven: cancélelos cuando quiera y seguirán activos hasta el final del periodo pagado.',
      },
      {
        question: 'Mi equipo llegó dañado: ¿qué hago?',
        answer:
          'Informe de un equipo dañado en las 48 horas siguientes a la entrega, con una foto del daño; lo sustituiremos o le devolveremos el dinero.',
      },
    ],
  },
  {
    faqTitle: 'Mis pedidos',
    faqIcon: 'ri-server-line',
    faqSubtitle: 'Pedidos, puesta en marcha y servicios',
    faqs: [
      {
        question: '¿Se ha realizado mi pedido?',
        answer:
          'Todos los pedidos realizados se confirman por correo en 24 horas y aparecen en la página de sus servicios.',
      },
      {
        question: '¿Cuándo estará listo mi servicio?',
        answer:
          'Los planes de alojamiento, los dominios y los VPS están listos minutos después del pago. Un servidor dedicado se instala en dos días hábiles; le enviamos sus datos de acceso por correo.',
      },
    ],
  },
];

/** Arabic: the same groups, icons and facts. */
const faqGroupsAr: FaqGroup[] = [
  {
    faqTitle: 'الدفع والفوترة',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'مساعدة بشأن الدفع والفواتير',
    faqs: [
      {
        question: 'متى تُخصم قيمة طلبي من بطاقتي؟',
        answer:
          'يُحصَّل الدفع عند تقديم طلبك، ثم في كل تاريخ تجديد. رقم الطلب الظاهر في شاشة التأكيد يعني أن الدفع تمت معالجته بنجاح.',
      },
      {
        question: 'ما وسائل الدفع التي تقبلونها؟',
        answer:
          'نقبل Visa وMasterCard وAmerican Express وPayPal، والتحويل المصرفي للخطط السنوية. تُشفَّر بيانات البطاقة، ولا نحتفظ إلا برمز من مزوّد الدفع.',
      },
      {
        question: 'متى سأتلقى رسالة تأكيد الطلب بالبريد الإلكتروني؟',
        answer:
          'ستتلقى رسالة تأكيد الطلب خلال 24 ساعة من تقديمه، مع فاتورتك وتفاصيل خدمتك. إن لم تصل، فتحقق من مجلد البريد غير المرغوب فيه.',
      },
    ],
  },
  {
    faqTitle: 'النطاقات والبريد الإلكتروني',
    faqIcon: 'ri-global-line',
    faqSubtitle: 'مساعدة بشأن النطاقات وصناديق البريد',
    faqs: [
      {
        question: 'كم يستغرق نقل نطاق؟',
        answer:
          'حتى خمسة أيام بعد أن تعطينا رمز التفويض الخاص بالنطاق. يظل موقعك وبريدك يعملان أثناء النقل.',
      },
      {
        question: 'هل يمكنني استخدام نطاقي الخاص للبريد الإلكتروني؟',
        answer:
          'نعم: تتضمن كل خطة صناديق بريد على نطاقك، مع بريد الويب وIMAP وSMTP. وجّه سجلات MX للنطاق إلينا، أو استخدم خوادم الأسماء لدينا.',
      },
    ],
  },
  {
    faqTitle: 'توصيل الأجهزة',
    faqIcon: 'ri-truck-line',
    faqSubtitle: 'الخوادم المخصصة والأجهزة المستضافة في مركز بياناتنا',
    faqs: [
      {
        question: 'كم تكلفة توصيل الأجهزة؟',
        answer:
          'تثبيت خادم مخصص في مركز بياناتنا مجاني. وحين نوصل أجهزة إلى مقرك أو نستلم أجهزتك لاستضافتها لدينا، يكون التوصيل العادي مجانيًا ويكلّف التوصيل المجدول 69 $ لفترة ساعتين أو 99 $ لفترة ساعة واحدة.',
      },
      {
        question: 'هل يمكنني إلغاء توصيل مجدول؟',
        answer: 'نعم: ألغِه أو غيّره حتى 72 ساعة قبل التوصيل، من صفحة طلباتك أو بفتح تذكرة.',
      },
    ],
  },
  {
    faqTitle: 'الإلغاء والإرجاع',
    faqIcon: 'ri-arrow-go-back-line',
    faqSubtitle: 'مساعدة بشأن الإلغاء والإرجاع',
    faqs: [
      {
        question: 'هل يمكنني إرجاع أجهزة اشتريتها منكم؟',
        answer:
          'يمكنك إرجاع الأجهزة (الخوادم وجدران الحماية ومعدات الشبكة) خلال 15 يومًا من التوصيل، في عبوتها الأصلية، مقابل استرداد كامل المبلغ. أما خطط الاستضافة فلا تُرجع: ألغِها في أي وقت وتبقى نشطة حتى نهاية الفترة المدفوعة.',
      },
      {
        question: 'وصلت أجهزتي تالفة: ماذا أفعل؟',
        answer:
          'أبلغ عن الأجهزة التالفة خلال 48 ساعة من التوصيل مع صورة للضرر؛ سنستبدلها أو نعيد إليك المبلغ.',
      },
    ],
  },
  {
    faqTitle: 'طلباتي',
    faqIcon: 'ri-server-line',
    faqSubtitle: 'الطلبات والتفعيل وخدماتك',
    faqs: [
      {
        question: 'هل تم طلبي بنجاح؟',
        answer: 'كل طلب ناجح يُؤكَّد بالبريد الإلكتروني خلال 24 ساعة ويظهر في صفحة خدماتك.',
      },
      {
        question: 'متى تصبح خدمتي جاهزة؟',
        answer:
          'تصبح خطط الاستضافة والنطاقات والخوادم الافتراضية جاهزة بعد دقائق من الدفع. ويُثبَّت الخادم المخصص خلال يومي عمل، ونرسل إليك بيانات الوصول إليه بالبريد الإلكتروني.',
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
