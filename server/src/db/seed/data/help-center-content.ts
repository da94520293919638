import type { FaqLanguage } from '@portal/contract';
import type { IconName } from './icon-paths';

/** A text in each language of the portal. */
export type Translated<T> = Record<FaqLanguage, T>;

/** An article's words: a paragraph, then the steps that follow it. */
export interface ArticleText {
  title: string;
  intro: string;
  steps: string[];
}

export interface ArticleSource {
  slug: string;
  /** The day it was last changed (`YYYY-MM-DD`). */
  updated: string;
  text: Translated<ArticleText>;
}

export interface CategorySource {
  title: Translated<string>;
  /** The Remix icon the landing page shows beside the category. */
  icon: string;
  /** The same icon, drawn into the articles' pictures. */
  picture: IconName;
  articles: ArticleSource[];
}

export interface CardSource extends ArticleSource {
  subtitle: Translated<string>;
  picture: IconName;
  hue: number;
}

/** The knowledge base: a hosting company's help, by subject. */
export const HELP_CATEGORIES: CategorySource[] = [
  {
    title: {
      en: 'Domains & DNS',
      fr: 'Domaines et DNS',
      es: 'Dominios y DNS',
      ar: 'النطاقات وDNS',
    },
    icon: 'ri-global-line',
    picture: 'global',
    articles: [
      {
        slug: 'register-or-transfer-a-domain',
        updated: '2026-11-12',
        text: {
          en: {
            title: 'Registering or transferring a domain',
            intro:
              'Search for a free name, or bring a domain you already own. A transfer keeps the time left on the domain and adds one year to it.',
            steps: [
              'Open Domains and search for the name you want, or choose Transfer a domain.',
              'For a transfer, unlock the domain at your current registrar and copy its authorisation code into the order.',
              'Pay the order: a new domain works within minutes; a transfer completes within five days.',
            ],
          },
          fr: {
            title: 'Enregistrer ou transférer un domaine',
            intro:
              'Cherchez un nom libre, ou apportez un domaine que vous possédez déjà. Un transfert conserve la durée restante du domaine et lui ajoute un an.',
            steps: [
              'Ouvrez Domaines et cherchez le nom souhaité, ou choisissez Transférer un domaine.',
              'Pour un transfert, déverrouillez le domaine chez votre registraire actuel et copiez son code d’autorisation dans la commande.',
              'Réglez la commande : un nouveau domaine fonctionne en quelques minutes ; un transfert aboutit en cinq jours au plus.',
            ],
          },
          es: {
            title: 'Registrar o transferir un dominio',
            intro:
              'Busca un nombre libre o trae un dominio que ya tengas. Una transferencia conserva el tiempo que le queda al dominio y le añade un año.',
            steps: [
              'Abre Dominios y busca el nombre que quieres, o elige Transferir un dominio.',
              'Para una transferencia, desbloquea el dominio en tu registrador actual y copia su código de autorización en el pedido.',
              'Paga el pedido: un dominio nuevo funciona en minutos; una transferencia se completa en cinco días como máximo.',
            ],
          },
          ar: {
            title: 'تسجيل نطاق أو نقله',
            intro:
              'ابحث عن اسم متاح، أو انقل نطاقًا تملكه بالفعل. يحتفظ النقل بالمدة المتبقية من النطاق ويضيف إليها سنة.',
            steps: [
              'افتح النطاقات وابحث عن الاسم الذي تريده، أو اختر نقل نطاق.',
              'للنقل، ألغِ قفل النطاق لدى مسجّلك الحالي وانسخ رمز التفويض الخاص به في الطلب.',
              'ادفع قيمة الطلب: يعمل النطاق الجديد خلال دقائق، ويكتمل النقل خلال خمسة أيام على الأكثر.',
            ],
          },
        },
      },
      {
        slug: 'point-a-domain-to-your-site',
        updated: '2026-10-28',
        text: {
          en: {
            title: 'Pointing a domain to your site',
            intro:
              'A domain reaches your site through its name servers or through its A record. Use our name servers unless your DNS is managed somewhere else.',
            steps: [
              'Copy ns1.hostdesk.example and ns2.hostdesk.example from your plan’s overview.',
              'At your registrar, replace the domain’s name servers with ours.',
              'To keep your DNS where it is instead, point the A records of the domain and of www to your site’s IP address.',
            ],
          },
          fr: {
            title: 'Faire pointer un domaine vers votre site',
            intro:
              'Un domaine mène à votre site par ses serveurs de noms ou par son enregistrement A. Utilisez nos serveurs de noms, sauf si votre DNS est géré ailleurs.',
            steps: [
              'Copiez ns1.hostdesk.example et ns2.hostdesk.example depuis la vue d’ensemble de votre offre.',
              'Chez votre registraire, remplacez les serveurs de noms du domaine par les nôtres.',
              'Pour garder votre DNS où il est, faites plutôt pointer les enregistrements A du domaine et de www vers l’adresse IP de votre site.',
            ],
          },
          es: {
            title: 'Apuntar un dominio a tu sitio',
            intro:
              'Un dominio llega a tu sitio a través de sus servidores de nombres o de su registro A. Usa nuestros servidores de nombres, salvo que tu DNS se gestione en otro lugar.',
            steps: [
              'Copia ns1.hostdesk.example y ns2.hostdesk.example del resumen de tu plan.',
              'En tu registrador, sustituye los servidores de nombres del dominio por los nuestros.',
              'Si prefieres mantener tu DNS donde está, apunta los registros A del dominio y de www a la dirección IP de tu sitio.',
            ],
          },
          ar: {
            title: 'توجيه نطاق إلى موقعك',
            intro:
              'يصل النطاق إلى موقعك عبر خوادم الأسماء الخاصة به أو عبر سجل A. استخدم خوادم الأسماء لدينا ما لم تكن إدارة DNS لديك في مكان آخر.',
            steps: [
              'انسخ ns1.hostdesk.example وns2.hostdesk.example من صفحة نظرة عامة على خطتك.',
              'لدى المسجّل، استبدل خوادم أسماء النطاق بخوادمنا.',
              'وإن أردت إبقاء DNS حيث هو، فوجّه سجلات A للنطاق ولـ www إلى عنوان IP الخاص بموقعك.',
            ],
          },
        },
      },
      {
        slug: 'why-dns-changes-take-time',
        updated: '2026-09-30',
        text: {
          en: {
            title: 'Why DNS changes take time to show',
            intro:
              'Resolvers keep a copy of each DNS record for its time to live (TTL). A change reaches every visitor once the old copies expire: usually within an hour, at most within a day.',
            steps: [
              'A day before a planned change, lower the record’s TTL to 300 seconds.',
              'Make the change in your DNS zone: our name servers answer with it at once.',
              'Check it with a DNS lookup tool; if your browser still shows the old site, clear its cache.',
            ],
          },
          fr: {
            title: 'Pourquoi un changement DNS met du temps à apparaître',
            intro:
              'Les résolveurs gardent une copie de chaque enregistrement DNS pendant sa durée de vie (TTL). Un changement atteint chaque visiteur quand les anciennes copies expirent : en général en moins d’une heure, au plus en un jour.',
            steps: [
              'La veille d’un changement prévu, abaissez le TTL de l’enregistrement à 300 secondes.',
              'Faites le changement dans votre zone DNS : nos serveurs de noms le donnent aussitôt.',
              'Vérifiez-le avec un outil de requête DNS ; si votre navigateur montre encore l’ancien site, videz son cache.',
            ],
          },
          es: {
            title: 'Por qué los cambios de DNS tardan en verse',
            intro:
              'Los resolutores guardan una copia de cada registro DNS durante su tiempo de vida (TTL). Un cambio llega a todos los visitantes cuando caducan las copias antiguas: normalmente en menos de una hora y, como mucho, en un día.',
            steps: [
              'Un día antes de un cambio previsto, baja el TTL del registro a 300 segundos.',
              'Haz el cambio en tu zona DNS: nuestros servidores de nombres lo responden al instante.',
              'Compruébalo con una herramienta de consulta DNS; si tu navegador aún muestra el sitio antiguo, borra su caché.',
            ],
          },
          ar: {
            title: 'لماذا تستغرق تغييرات DNS وقتًا لتظهر',
            intro:
              'تحتفظ خوادم الاستعلام بنسخة من كل سجل DNS طوال مدة صلاحيته (TTL). يصل التغيير إلى كل زائر حين تنتهي النسخ القديمة: عادةً خلال ساعة، وعلى الأكثر خلال يوم.',
            steps: [
              'قبل يوم من تغيير مخطط له، اخفض مدة TTL للسجل إلى 300 ثانية.',
              'أجرِ التغيير في منطقة DNS الخاصة بك: تجيب خوادم الأسماء لدينا به فورًا.',
              'تحقّق منه بأداة استعلام DNS؛ وإن ظل متصفحك يعرض الموقع القديم، فامسح ذاكرته المؤقتة.',
            ],
          },
        },
      },
    ],
  },
  {
    title: { en: 'E-mail', fr: 'Messagerie', es: 'Correo', ar: 'البريد الإلكتروني' },
    icon: 'ri-mail-settings-line',
    picture: 'mailSettings',
    articles: [
      {
        slug: 'create-a-mailbox',
        updated: '2026-11-03',
        text: {
          en: {
            title: 'Creating a mailbox',
            intro:
              'Every plan includes mailboxes on your own domain. Each mailbox has its own password and its own storage quota.',
            steps: [
              'Open E-mail, choose the domain and select Create mailbox.',
              'Enter the address, a password and the storage quota.',
              'Sign in to webmail straight away, or set the mailbox up on your phone and computer.',
            ],
          },
          fr: {
            title: 'Créer une boîte aux lettres',
            intro:
              'Chaque offre comprend des boîtes aux lettres sur votre propre domaine. Chacune a son mot de passe et son quota de stockage.',
            steps: [
              'Ouvrez Messagerie, choisissez le domaine puis Créer une boîte aux lettres.',
              'Saisissez l’adresse, un mot de passe et le quota de stockage.',
              'Connectez-vous tout de suite au webmail, ou configurez la boîte sur votre téléphone et votre ordinateur.',
            ],
          },
          es: {
            title: 'Crear un buzón',
            intro:
              'Todos los planes incluyen buzones en tu propio dominio. Cada buzón tiene su propia contraseña y su propia cuota de almacenamiento.',
            steps: [
              'Abre Correo, elige el dominio y selecciona Crear buzón.',
              'Escribe la dirección, una contraseña y la cuota de almacenamiento.',
              'Entra en el webmail enseguida o configura el buzón en tu teléfono y tu ordenador.',
            ],
          },
          ar: {
            title: 'إنشاء صندوق بريد',
            intro:
              'تتضمن كل خطة صناديق بريد على نطاقك الخاص. لكل صندوق كلمة مرور خاصة به وحصة تخزين خاصة به.',
            steps: [
              'افتح البريد الإلكتروني، واختر النطاق، ثم اختر إنشاء صندوق بريد.',
              'أدخل العنوان وكلمة مرور وحصة التخزين.',
              'سجّل الدخول إلى بريد الويب فورًا، أو اضبط الصندوق على هاتفك وحاسوبك.',
            ],
          },
        },
      },
      {
        slug: 'set-up-e-mail-on-your-devices',
        updated: '2026-10-15',
        text: {
          en: {
            title: 'Setting up e-mail on your phone or computer',
            intro:
              'Any mail app works with our servers over IMAP and SMTP, encrypted with SSL/TLS.',
            steps: [
              'Incoming server: mail.hostdesk.example, IMAP, port 993, SSL/TLS.',
              'Outgoing server: mail.hostdesk.example, SMTP, port 465, SSL/TLS, with authentication.',
              'User name: the full e-mail address; password: the mailbox’s password.',
            ],
          },
          fr: {
            title: 'Configurer la messagerie sur votre téléphone ou votre ordinateur',
            intro:
              'Toute application de messagerie fonctionne avec nos serveurs en IMAP et SMTP, chiffrés par SSL/TLS.',
            steps: [
              'Serveur entrant : mail.hostdesk.example, IMAP, port 993, SSL/TLS.',
              'Serveur sortant : mail.hostdesk.example, SMTP, port 465, SSL/TLS, avec authentification.',
              'Identifiant : l’adresse e-mail complète ; mot de passe : celui de la boîte aux lettres.',
            ],
          },
          es: {
            title: 'Configurar el correo en tu teléfono u ordenador',
            intro:
              'Cualquier aplicación de correo funciona con nuestros servidores por IMAP y SMTP, cifrados con SSL/TLS.',
            steps: [
              'Servidor entrante: mail.hostdesk.example, IMAP, puerto 993, SSL/TLS.',
              'Servidor saliente: mail.hostdesk.example, SMTP, puerto 465, SSL/TLS, con autenticación.',
              'Usuario: la dirección de correo completa; contraseña: la del buzón.',
            ],
          },
          ar: {
            title: 'إعداد البريد على هاتفك أو حاسوبك',
            intro: 'يعمل أي تطبيق بريد مع خوادمنا عبر IMAP وSMTP، مع تشفير SSL/TLS.',
            steps: [
              'الخادم الوارد: mail.hostdesk.example، بروتوكول IMAP، المنفذ 993، SSL/TLS.',
              'الخادم الصادر: mail.hostdesk.example، بروتوكول SMTP، المنفذ 465، SSL/TLS، مع المصادقة.',
              'اسم المستخدم: عنوان البريد كاملًا؛ كلمة المرور: كلمة مرور الصندوق.',
            ],
          },
        },
      },
      {
        slug: 'keep-your-mail-out-of-spam',
        updated: '2026-09-18',
        text: {
          en: {
            title: 'Keeping your mail out of spam: SPF, DKIM and DMARC',
            intro:
              'Receiving servers trust mail that proves where it comes from. We publish SPF and DKIM records for domains on our name servers; add them yourself when your DNS is elsewhere.',
            steps: [
              'Open E-mail, then Authentication, to see the records your domain needs.',
              'If a record is not marked as found, add it at your DNS provider.',
              'Start DMARC with p=none, read its reports for a few weeks, then move to p=quarantine.',
            ],
          },
          fr: {
            title: 'Éviter que vos e-mails arrivent en spam : SPF, DKIM et DMARC',
            intro:
              'Les serveurs destinataires font confiance aux e-mails qui prouvent leur provenance. Nous publions les enregistrements SPF et DKIM des domaines sur nos serveurs de noms ; ajoutez-les vous-même si votre DNS est ailleurs.',
            steps: [
              'Ouvrez Messagerie, puis Authentification, pour voir les enregistrements nécessaires à votre domaine.',
              'Si un enregistrement n’est pas marqué comme trouvé, ajoutez-le chez votre fournisseur DNS.',
              'Commencez DMARC avec p=none, lisez ses rapports quelques semaines, puis passez à p=quarantine.',
            ],
          },
          es: {
            title: 'Evitar que tu correo acabe en spam: SPF, DKIM y DMARC',
            intro:
              'Los servidores que reciben correo confían en los mensajes que demuestran de dónde vienen. Publicamos los registros SPF y DKIM de los dominios que usan nuestros servidores de nombres; añádelos tú si tu DNS está en otro sitio.',
            steps: [
              'Abre Correo y luego Autenticación para ver los registros que necesita tu dominio.',
              'Si un registro no aparece como encontrado, añádelo en tu proveedor de DNS.',
              'Empieza DMARC con p=none, lee sus informes unas semanas y pasa después a p=quarantine.',
            ],
          },
          ar: {
            title: 'إبقاء رسائلك بعيدًا عن البريد العشوائي: SPF وDKIM وDMARC',
            intro:
              'تثق الخوادم المستقبِلة بالبريد الذي يُثبت مصدره. ننشر سجلات SPF وDKIM للنطاقات التي تستخدم خوادم الأسماء لدينا؛ أضفها بنفسك إن كان DNS لديك في مكان آخر.',
            steps: [
              'افتح البريد الإلكتروني ثم المصادقة لترى السجلات التي يحتاجها نطاقك.',
              'إن لم يظهر سجل على أنه موجود، فأضفه لدى مزوّد DNS الخاص بك.',
              'ابدأ DMARC بالقيمة p=none، واقرأ تقاريره بضعة أسابيع، ثم انتقل إلى p=quarantine.',
            ],
          },
        },
      },
    ],
  },
  {
    title: {
      en: 'SSL certificates',
      fr: 'Certificats SSL',
      es: 'Certificados SSL',
      ar: 'شهادات SSL',
    },
    icon: 'ri-shield-check-line',
    picture: 'shieldCheck',
    articles: [
      {
        slug: 'free-ssl-certificates',
        updated: '2026-11-18',
        text: {
          en: {
            title: 'Free SSL certificates for every site',
            intro:
              'Every site and every domain pointed to us gets a free Let’s Encrypt certificate, renewed automatically 30 days before it expires.',
            steps: [
              'Point the domain to your site: the certificate is issued only once the domain resolves to us.',
              'Open SSL and check that the domain shows Active; issuing takes a few minutes.',
              'If it still shows Pending after an hour, check the domain’s A and AAAA records.',
            ],
          },
          fr: {
            title: 'Des certificats SSL gratuits pour chaque site',
            intro:
              'Chaque site et chaque domaine pointé vers nous reçoit un certificat Let’s Encrypt gratuit, renouvelé automatiquement 30 jours avant son expiration.',
            steps: [
              'Faites pointer le domaine vers votre site : le certificat n’est émis qu’une fois que le domaine mène chez nous.',
              'Ouvrez SSL et vérifiez que le domaine est Actif ; l’émission prend quelques minutes.',
              'S’il est encore En attente après une heure, vérifiez les enregistrements A et AAAA du domaine.',
            ],
          },
          es: {
            title: 'Certificados SSL gratuitos para cada sitio',
            intro:
              'Cada sitio y cada dominio que apunta a nosotros recibe un certificado gratuito de Let’s Encrypt, que se renueva solo 30 días antes de caducar.',
            steps: [
              'Apunta el dominio a tu sitio: el certificado solo se emite cuando el dominio resuelve hacia nosotros.',
              'Abre SSL y comprueba que el dominio aparece como Activo; la emisión tarda unos minutos.',
              'Si sigue Pendiente al cabo de una hora, revisa los registros A y AAAA del dominio.',
            ],
          },
          ar: {
            title: 'شهادات SSL مجانية لكل موقع',
            intro:
              'يحصل كل موقع وكل نطاق موجَّه إلينا على شهادة Let’s Encrypt مجانية تتجدد تلقائيًا قبل 30 يومًا من انتهائها.',
            steps: [
              'وجّه النطاق إلى موقعك: لا تُصدر الشهادة إلا بعد أن يشير النطاق إلينا.',
              'افتح SSL وتحقق من أن النطاق يظهر بحالة نشط؛ يستغرق الإصدار بضع دقائق.',
              'إن ظل بحالة قيد الانتظار بعد ساعة، فتحقق من سجلات A وAAAA للنطاق.',
            ],
          },
        },
      },
      {
        slug: 'send-visitors-to-https',
        updated: '2026-10-07',
        text: {
          en: {
            title: 'Sending every visitor to HTTPS',
            intro:
              'Once a certificate is active, redirect HTTP to HTTPS so that visitors and search engines always use the secure address.',
            steps: [
              'Open SSL and turn on Force HTTPS for the site.',
              'In your site’s settings, change its address to start with https://.',
              'Turn on HSTS only once every subdomain works over HTTPS: browsers remember it for months.',
            ],
          },
          fr: {
            title: 'Envoyer chaque visiteur vers HTTPS',
            intro:
              'Dès qu’un certificat est actif, redirigez HTTP vers HTTPS pour que visiteurs et moteurs de recherche utilisent toujours l’adresse sécurisée.',
            steps: [
              'Ouvrez SSL et activez Forcer HTTPS pour le site.',
              'Dans les réglages de votre site, faites commencer son adresse par https://.',
              'N’activez HSTS qu’une fois que tous les sous-domaines fonctionnent en HTTPS : les navigateurs s’en souviennent pendant des mois.',
            ],
          },
          es: {
            title: 'Enviar a cada visitante a HTTPS',
            intro:
              'En cuanto un certificado esté activo, redirige HTTP a HTTPS para que visitantes y buscadores usen siempre la dirección segura.',
            steps: [
              'Abre SSL y activa Forzar HTTPS para el sitio.',
              'En los ajustes de tu sitio, haz que su dirección empiece por https://.',
              'Activa HSTS solo cuando todos los subdominios funcionen con HTTPS: los navegadores lo recuerdan durante meses.',
            ],
          },
          ar: {
            title: 'توجيه كل زائر إلى HTTPS',
            intro:
              'بمجرد أن تصبح الشهادة نشطة، أعِد توجيه HTTP إلى HTTPS ليستخدم الزوار ومحركات البحث العنوان الآمن دائمًا.',
            steps: [
              'افتح SSL وفعّل فرض HTTPS للموقع.',
              'في إعدادات موقعك، اجعل عنوانه يبدأ بـ https://.',
              'لا تفعّل HSTS إلا بعد أن تعمل كل النطاقات الفرعية عبر HTTPS: فالمتصفحات تتذكره لشهور.',
            ],
          },
        },
      },
      {
        slug: 'install-your-own-certificate',
        updated: '2026-08-26',
        text: {
          en: {
            title: 'Installing a certificate you bought elsewhere',
            intro:
              'An extended-validation or wildcard certificate from another authority can be installed on any site.',
            steps: [
              'In SSL, create a certificate signing request (CSR), or use the one your authority gave you.',
              'Paste the certificate, its private key and the intermediate chain.',
              'Save: we check that the key matches and remind you 30 days before the certificate expires.',
            ],
          },
          fr: {
            title: 'Installer un certificat acheté ailleurs',
            intro:
              'Un certificat à validation étendue ou wildcard d’une autre autorité peut être installé sur n’importe quel site.',
            steps: [
              'Dans SSL, créez une demande de signature de certificat (CSR), ou utilisez celle fournie par votre autorité.',
              'Collez le certificat, sa clé privée et la chaîne intermédiaire.',
              'Enregistrez : nous vérifions que la clé correspond et vous prévenons 30 jours avant l’expiration du certificat.',
            ],
          },
          es: {
            title: 'Instalar un certificado comprado en otro sitio',
            intro:
              'Un certificado de validación extendida o comodín de otra autoridad se puede instalar en cualquier sitio.',
            steps: [
              'En SSL, crea una solicitud de firma de certificado (CSR) o usa la que te dio tu autoridad.',
              'Pega el certificado, su clave privada y la cadena intermedia.',
              'Guarda: comprobamos que la clave coincide y te avisamos 30 días antes de que caduque el certificado.',
            ],
          },
          ar: {
            title: 'تثبيت شهادة اشتريتها من مكان آخر',
            intro: 'يمكن تثبيت شهادة تحقق موسّع أو شهادة شاملة (wildcard) من جهة أخرى على أي موقع.',
            steps: [
              'في SSL، أنشئ طلب توقيع شهادة (CSR)، أو استخدم الطلب الذي قدمته لك الجهة المُصدِرة.',
              'الصق الشهادة ومفتاحها الخاص والسلسلة الوسيطة.',
              'احفظ: نتحقق من تطابق المفتاح ونذكّرك قبل 30 يومًا من انتهاء الشهادة.',
            ],
          },
        },
      },
    ],
  },
  {
    title: {
      en: 'Backups & restores',
      fr: 'Sauvegardes et restaurations',
      es: 'Copias de seguridad',
      ar: 'النسخ الاحتياطي والاستعادة',
    },
    icon: 'ri-history-line',
    picture: 'history',
    articles: [
      {
        slug: 'what-is-backed-up',
        updated: '2026-11-05',
        text: {
          en: {
            title: 'What is backed up, and for how long',
            intro:
              'Files, databases and mailboxes are backed up automatically and stored in another data centre. How often and for how long depends on your plan: weekly for 7 days on Basic, daily for 14 days on Team, daily for 30 days on Company, hourly for 90 days on Enterprise.',
            steps: [
              'Open Backups to see every restore point, with its date and size.',
              'Before a big change, select Back up now: the manual backup is kept beside the automatic ones.',
              'When a plan ends, its backups are kept for 30 more days, then deleted.',
            ],
          },
          fr: {
            title: 'Ce qui est sauvegardé, et pour combien de temps',
            intro:
              'Fichiers, bases de données et boîtes aux lettres sont sauvegardés automatiquement et stockés dans un autre centre de données. La fréquence et la durée dépendent de votre offre : chaque semaine pour 7 jours en Basique, chaque jour pour 14 jours en Équipe, chaque jour pour 30 jours en Entreprise, chaque heure pour 90 jours en Grand compte.',
            steps: [
              'Ouvrez Sauvegardes pour voir chaque point de restauration, avec sa date et sa taille.',
              'Avant un gros changement, choisissez Sauvegarder maintenant : la sauvegarde manuelle est gardée à côté des automatiques.',
              'Quand une offre prend fin, ses sauvegardes sont conservées 30 jours de plus, puis supprimées.',
            ],
          },
          es: {
            title: 'Qué se copia y durante cuánto tiempo',
            intro:
              'Los archivos, las bases de datos y los buzones se copian automáticamente y se guardan en otro centro de datos. La frecuencia y la duración dependen de tu plan: semanal durante 7 días en Básico, diaria durante 14 días en Equipo, diaria durante 30 días en Empresa y cada hora durante 90 días en Corporativo.',
            steps: [
              'Abre Copias de seguridad para ver cada punto de restauración, con su fecha y su tamaño.',
              'Antes de un cambio importante, elige Copiar ahora: la copia manual se guarda junto a las automáticas.',
              'Cuando termina un plan, sus copias se conservan 30 días más y después se borran.',
            ],
          },
          ar: {
            title: 'ما الذي يُنسخ احتياطيًا، وإلى متى',
            intro:
              'تُنسخ الملفات وقواعد البيانات وصناديق البريد تلقائيًا وتُخزَّن في مركز بيانات آخر. يعتمد التكرار والمدة على خطتك: أسبوعيًا لمدة 7 أيام في الخطة الأساسية، ويوميًا لمدة 14 يومًا في خطة الفريق، ويوميًا لمدة 30 يومًا في خطة الشركة، وكل ساعة لمدة 90 يومًا في خطة المؤسسات.',
            steps: [
              'افتح النسخ الاحتياطية لترى كل نقطة استعادة مع تاريخها وحجمها.',
              'قبل أي تغيير كبير، اختر نسخ احتياطي الآن: تُحفظ النسخة اليدوية إلى جانب النسخ التلقائية.',
              'عند انتهاء الخطة، تُحفظ نسخها الاحتياطية 30 يومًا أخرى ثم تُحذف.',
            ],
          },
        },
      },
      {
        slug: 'restore-a-site-or-a-file',
        updated: '2026-10-21',
        text: {
          en: {
            title: 'Restoring a site, a database or a single file',
            intro:
              'A restore puts back what a restore point held, without touching the rest of your plan. Your current files are backed up first, so a restore can be undone.',
            steps: [
              'Open Backups and choose the restore point.',
              'Choose what to restore: the whole site, one database, one mailbox, or files picked in the file browser.',
              'Confirm: small restores finish in minutes; you get an e-mail when yours is done.',
            ],
          },
          fr: {
            title: 'Restaurer un site, une base de données ou un seul fichier',
            intro:
              'Une restauration remet ce que contenait un point de restauration, sans toucher au reste de votre offre. Vos fichiers actuels sont d’abord sauvegardés : une restauration peut donc être annulée.',
            steps: [
              'Ouvrez Sauvegardes et choisissez le point de restauration.',
              'Choisissez quoi restaurer : le site entier, une base de données, une boîte aux lettres, ou des fichiers choisis dans l’explorateur.',
              'Confirmez : une petite restauration se termine en quelques minutes ; un e-mail vous prévient quand la vôtre est faite.',
            ],
          },
          es: {
            title: 'Restaurar un sitio, una base de datos o un solo archivo',
            intro:
              'Una restauración recupera lo que contenía un punto de restauración sin tocar el resto de tu plan. Antes se copian tus archivos actuales, así que una restauración se puede deshacer.',
            steps: [
              'Abre Copias de seguridad y elige el punto de restauración.',
              'Elige qué restaurar: el sitio entero, una base de datos, un buzón o archivos elegidos en el explorador.',
              'Confirma: las restauraciones pequeñas terminan en minutos; recibirás un correo cuando acabe la tuya.',
            ],
          },
          ar: {
            title: 'استعادة موقع أو قاعدة بيانات أو ملف واحد',
            intro:
              'تُعيد الاستعادة ما كانت تحويه نقطة الاستعادة دون المساس ببقية خطتك. تُنسخ ملفاتك الحالية أولًا، لذا يمكن التراجع عن الاستعادة.',
            steps: [
              'افتح النسخ الاحتياطية واختر نقطة الاستعادة.',
              'اختر ما تريد استعادته: الموقع كاملًا، أو قاعدة بيانات، أو صندوق بريد، أو ملفات تختارها من مستعرض الملفات.',
              'أكّد: تنتهي عمليات الاستعادة الصغيرة خلال دقائق، وتصلك رسالة بريد حين تنتهي عمليتك.',
            ],
          },
        },
      },
      {
        slug: 'download-a-copy-of-your-site',
        updated: '2026-07-14',
        text: {
          en: {
            title: 'Downloading a copy of your site',
            intro:
              'You can download any restore point as an archive, to keep a copy of your own or to move the site elsewhere.',
            steps: [
              'Open Backups, choose the restore point and select Download.',
              'We prepare a .tar.gz archive of the files and an .sql file for each database.',
              'The download link arrives by e-mail and works for 7 days.',
            ],
          },
          fr: {
            title: 'Télécharger une copie de votre site',
            intro:
              'Vous pouvez télécharger n’importe quel point de restauration sous forme d’archive, pour garder votre propre copie ou déménager le site.',
            steps: [
              'Ouvrez Sauvegardes, choisissez le point de restauration puis Télécharger.',
              'Nous préparons une archive .tar.gz des fichiers et un fichier .sql par base de données.',
              'Le lien de téléchargement arrive par e-mail et reste valable 7 jours.',
            ],
          },
          es: {
            title: 'Descargar una copia de tu sitio',
            intro:
              'Puedes descargar cualquier punto de restauración como archivo comprimido, para guardar tu propia copia o llevar el sitio a otro lugar.',
            steps: [
              'Abre Copias de seguridad, elige el punto de restauración y selecciona Descargar.',
              'Preparamos un archivo .tar.gz con los archivos y un archivo .sql por cada base de datos.',
              'El enlace de descarga llega por correo y funciona durante 7 días.',
            ],
          },
          ar: {
            title: 'تنزيل نسخة من موقعك',
            intro:
              'يمكنك تنزيل أي نقطة استعادة في صورة أرشيف، لتحتفظ بنسختك الخاصة أو لتنقل الموقع إلى مكان آخر.',
            steps: [
              'افتح النسخ الاحتياطية، واختر نقطة الاستعادة، ثم اختر تنزيل.',
              'نُعدّ أرشيفًا بصيغة tar.gz للملفات وملفًا بصيغة sql لكل قاعدة بيانات.',
              'يصلك رابط التنزيل بالبريد الإلكتروني ويعمل لمدة 7 أيام.',
            ],
          },
        },
      },
    ],
  },
  {
    title: {
      en: 'VPS & servers',
      fr: 'VPS et serveurs',
      es: 'VPS y servidores',
      ar: 'الخوادم الافتراضية والمخصصة',
    },
    icon: 'ri-server-line',
    picture: 'server',
    articles: [
      {
        slug: 'connect-to-your-vps-over-ssh',
        updated: '2026-11-20',
        text: {
          en: {
            title: 'Connecting to your VPS over SSH',
            intro:
              'Your VPS is yours to manage: you sign in as root over SSH with a key. Password sign-in stays off until you turn it on.',
            steps: [
              'Open Servers, choose the VPS and add your public SSH key under Access.',
              'Connect with ssh root@ followed by the server’s IP address.',
              'Lost your key? Use the browser console on the same page to add a new one.',
            ],
          },
          fr: {
            title: 'Se connecter à votre VPS en SSH',
            intro:
              'Votre VPS, c’est vous qui le gérez : vous vous connectez en root par SSH avec une clé. La connexion par mot de passe reste désactivée tant que vous ne l’activez pas.',
            steps: [
              'Ouvrez Serveurs, choisissez le VPS et ajoutez votre clé SSH publique sous Accès.',
              'Connectez-vous avec ssh root@ suivi de l’adresse IP du serveur.',
              'Clé perdue ? Utilisez la console du navigateur sur la même page pour en ajouter une nouvelle.',
            ],
          },
          es: {
            title: 'Conectarte a tu VPS por SSH',
            intro:
              'Tu VPS lo gestionas tú: entras como root por SSH con una clave. El acceso con contraseña está desactivado hasta que lo actives.',
            steps: [
              'Abre Servidores, elige el VPS y añade tu clave SSH pública en Acceso.',
              'Conéctate con ssh root@ seguido de la dirección IP del servidor.',
              '¿Has perdido la clave? Usa la consola del navegador en la misma página para añadir una nueva.',
            ],
          },
          ar: {
            title: 'الاتصال بخادمك الافتراضي عبر SSH',
            intro:
              'أنت من يدير خادمك الافتراضي: تسجّل الدخول بصفة root عبر SSH باستخدام مفتاح. يبقى تسجيل الدخول بكلمة المرور معطّلًا حتى تفعّله.',
            steps: [
              'افتح الخوادم، واختر الخادم الافتراضي، وأضف مفتاح SSH العام الخاص بك ضمن الوصول.',
              'اتصل بالأمر ssh root@ متبوعًا بعنوان IP للخادم.',
              'فقدت مفتاحك؟ استخدم وحدة التحكم في المتصفح في الصفحة نفسها لإضافة مفتاح جديد.',
            ],
          },
        },
      },
      {
        slug: 'resize-a-vps',
        updated: '2026-10-02',
        text: {
          en: {
            title: 'Resizing a VPS',
            intro:
              'Add processors, memory or disk when your site grows. Memory and processors can go down again later; disk space cannot shrink.',
            steps: [
              'Open Servers, choose the VPS and select Resize.',
              'Pick the new size: the price difference for the rest of the month is shown before you confirm.',
              'Confirm: the server restarts once, usually for less than two minutes.',
            ],
          },
          fr: {
            title: 'Redimensionner un VPS',
            intro:
              'Ajoutez des processeurs, de la mémoire ou du disque quand votre site grandit. Mémoire et processeurs peuvent redescendre ensuite ; l’espace disque ne peut pas diminuer.',
            steps: [
              'Ouvrez Serveurs, choisissez le VPS puis Redimensionner.',
              'Choisissez la nouvelle taille : la différence de prix pour le reste du mois s’affiche avant de confirmer.',
              'Confirmez : le serveur redémarre une fois, en général en moins de deux minutes.',
            ],
          },
          es: {
            title: 'Cambiar el tamaño de un VPS',
            intro:
              'Añade procesadores, memoria o disco cuando tu sitio crezca. La memoria y los procesadores pueden volver a bajar; el espacio en disco no puede reducirse.',
            steps: [
              'Abre Servidores, elige el VPS y selecciona Cambiar tamaño.',
              'Elige el nuevo tamaño: antes de confirmar verás la diferencia de precio para el resto del mes.',
              'Confirma: el servidor se reinicia una vez, normalmente en menos de dos minutos.',
            ],
          },
          ar: {
            title: 'تغيير حجم خادم افتراضي',
            intro:
              'أضف معالجات أو ذاكرة أو مساحة قرص حين ينمو موقعك. يمكن خفض الذاكرة والمعالجات لاحقًا؛ أما مساحة القرص فلا يمكن تقليصها.',
            steps: [
              'افتح الخوادم، واختر الخادم الافتراضي، ثم اختر تغيير الحجم.',
              'اختر الحجم الجديد: يظهر فرق السعر لبقية الشهر قبل أن تؤكد.',
              'أكّد: يُعاد تشغيل الخادم مرة واحدة، عادةً في أقل من دقيقتين.',
            ],
          },
        },
      },
      {
        slug: 'reboot-or-reinstall-a-server',
        updated: '2026-09-09',
        text: {
          en: {
            title: 'Rebooting or reinstalling a server',
            intro:
              'A reboot keeps everything on the server; a reinstall erases the disk and starts again from a clean operating system.',
            steps: [
              'To reboot, open Servers, choose the server and select Reboot.',
              'Before a reinstall, take a backup or download what you need: the disk is erased.',
              'Choose Reinstall, pick the operating system and confirm; the new root access is sent by e-mail.',
            ],
          },
          fr: {
            title: 'Redémarrer ou réinstaller un serveur',
            intro:
              'Un redémarrage garde tout ce qui est sur le serveur ; une réinstallation efface le disque et repart d’un système d’exploitation propre.',
            steps: [
              'Pour redémarrer, ouvrez Serveurs, choisissez le serveur puis Redémarrer.',
              'Avant une réinstallation, faites une sauvegarde ou téléchargez ce dont vous avez besoin : le disque est effacé.',
              'Choisissez Réinstaller, le système d’exploitation, puis confirmez ; le nouvel accès root est envoyé par e-mail.',
            ],
          },
          es: {
            title: 'Reiniciar o reinstalar un servidor',
            intro:
              'Un reinicio conserva todo lo que hay en el servidor; una reinstalación borra el disco y empieza de nuevo con un sistema operativo limpio.',
            steps: [
              'Para reiniciar, abre Servidores, elige el servidor y selecciona Reiniciar.',
              'Antes de reinstalar, haz una copia o descarga lo que necesites: el disco se borra.',
              'Elige Reinstalar, el sistema operativo y confirma; el nuevo acceso root se envía por correo.',
            ],
          },
          ar: {
            title: 'إعادة تشغيل خادم أو إعادة تثبيته',
            intro:
              'تحافظ إعادة التشغيل على كل ما في الخادم؛ أما إعادة التثبيت فتمحو القرص وتبدأ من جديد بنظام تشغيل نظيف.',
            steps: [
              'لإعادة التشغيل، افتح الخوادم، واختر الخادم، ثم اختر إعادة التشغيل.',
              'قبل إعادة التثبيت، خذ نسخة احتياطية أو نزّل ما تحتاجه: فالقرص سيُمحى.',
              'اختر إعادة التثبيت، ثم نظام التشغيل، وأكّد؛ تُرسل بيانات دخول root الجديدة بالبريد الإلكتروني.',
            ],
          },
        },
      },
    ],
  },
  {
    title: { en: 'Migrations', fr: 'Migrations', es: 'Migraciones', ar: 'نقل المواقع' },
    icon: 'ri-arrow-left-right-line',
    picture: 'arrowLeftRight',
    articles: [
      {
        slug: 'move-your-site-to-hostdesk',
        updated: '2026-11-10',
        text: {
          en: {
            title: 'Moving your site to HostDesk',
            intro:
              'Our team moves your site for free: files, databases and mailboxes, tested before anything changes for your visitors.',
            steps: [
              'Open a ticket of type Migration with the address of your current control panel and a login for it.',
              'We copy the site and send you a preview address to check it.',
              'When you approve, we switch the DNS; your old host keeps serving the site until the change has spread.',
            ],
          },
          fr: {
            title: 'Déménager votre site chez HostDesk',
            intro:
              'Notre équipe déménage votre site gratuitement : fichiers, bases de données et boîtes aux lettres, testés avant que rien ne change pour vos visiteurs.',
            steps: [
              'Ouvrez un ticket de type Migration avec l’adresse de votre panneau de contrôle actuel et un identifiant pour y accéder.',
              'Nous copions le site et vous envoyons une adresse de prévisualisation pour le vérifier.',
              'Dès votre accord, nous basculons le DNS ; votre ancien hébergeur continue de servir le site le temps que le changement se propage.',
            ],
          },
          es: {
            title: 'Traer tu sitio a HostDesk',
            intro:
              'Nuestro equipo traslada tu sitio gratis: archivos, bases de datos y buzones, probados antes de que nada cambie para tus visitantes.',
            steps: [
              'Abre un ticket de tipo Migración con la dirección de tu panel de control actual y un usuario para entrar.',
              'Copiamos el sitio y te enviamos una dirección de vista previa para revisarlo.',
              'Cuando lo apruebes, cambiamos el DNS; tu proveedor anterior sigue sirviendo el sitio hasta que el cambio se propague.',
            ],
          },
          ar: {
            title: 'نقل موقعك إلى HostDesk',
            intro:
              'ينقل فريقنا موقعك مجانًا: الملفات وقواعد البيانات وصناديق البريد، مع اختبارها قبل أن يتغير أي شيء لزوارك.',
            steps: [
              'افتح تذكرة من نوع نقل تتضمن عنوان لوحة التحكم الحالية وبيانات دخول إليها.',
              'ننسخ الموقع ونرسل إليك عنوان معاينة لتتحقق منه.',
              'حين توافق، نبدّل إعدادات DNS؛ ويواصل مزوّدك القديم تقديم الموقع حتى ينتشر التغيير.',
            ],
          },
        },
      },
      {
        slug: 'move-mailboxes-without-losing-mail',
        updated: '2026-10-09',
        text: {
          en: {
            title: 'Moving mailboxes without losing mail',
            intro:
              'Mail is copied over IMAP from your old provider, folders included, and copied again just before the switch so that nothing received in between is lost.',
            steps: [
              'Create the same mailboxes here first, with new passwords.',
              'In E-mail, choose Import and enter each old mailbox’s server, address and password.',
              'After the DNS switch, run the import once more, then set up your devices with the new server.',
            ],
          },
          fr: {
            title: 'Déménager des boîtes aux lettres sans perdre d’e-mails',
            intro:
              'Les e-mails sont copiés en IMAP depuis votre ancien fournisseur, dossiers compris, puis copiés à nouveau juste avant la bascule pour ne rien perdre de ce qui arrive entre-temps.',
            steps: [
              'Créez d’abord ici les mêmes boîtes aux lettres, avec de nouveaux mots de passe.',
              'Dans Messagerie, choisissez Importer et saisissez le serveur, l’adresse et le mot de passe de chaque ancienne boîte.',
              'Après la bascule DNS, relancez l’import une fois, puis configurez vos appareils avec le nouveau serveur.',
            ],
          },
          es: {
            title: 'Trasladar buzones sin perder correo',
            intro:
              'El correo se copia por IMAP desde tu proveedor anterior, carpetas incluidas, y se vuelve a copiar justo antes del cambio para no perder nada de lo recibido entretanto.',
            steps: [
              'Crea primero aquí los mismos buzones, con contraseñas nuevas.',
              'En Correo, elige Importar y escribe el servidor, la dirección y la contraseña de cada buzón antiguo.',
              'Tras el cambio de DNS, ejecuta la importación una vez más y configura tus dispositivos con el nuevo servidor.',
            ],
          },
          ar: {
            title: 'نقل صناديق البريد دون فقدان الرسائل',
            intro:
              'تُنسخ الرسائل عبر IMAP من مزوّدك القديم بما فيها المجلدات، ثم تُنسخ مرة أخرى قبيل التبديل حتى لا يضيع شيء مما يصل في الأثناء.',
            steps: [
              'أنشئ هنا أولًا صناديق البريد نفسها بكلمات مرور جديدة.',
              'في البريد الإلكتروني، اختر استيراد وأدخل الخادم والعنوان وكلمة المرور لكل صندوق قديم.',
              'بعد تبديل DNS، شغّل الاستيراد مرة أخرى، ثم اضبط أجهزتك على الخادم الجديد.',
            ],
          },
        },
      },
      {
        slug: 'switch-dns-without-downtime',
        updated: '2026-08-19',
        text: {
          en: {
            title: 'Switching DNS without downtime',
            intro:
              'Visitors move to the new server as their resolvers pick up the change. Keep both servers running for a day and nobody sees an error.',
            steps: [
              'A day before, lower the TTL of the domain’s records to 300 seconds.',
              'Freeze changes to the old site, copy the latest data, then change the records.',
              'Keep the old hosting for at least a day after the switch before you cancel it.',
            ],
          },
          fr: {
            title: 'Changer de DNS sans interruption',
            intro:
              'Les visiteurs passent au nouveau serveur à mesure que leurs résolveurs prennent le changement. Gardez les deux serveurs en marche une journée et personne ne voit d’erreur.',
            steps: [
              'La veille, abaissez le TTL des enregistrements du domaine à 300 secondes.',
              'Gelez les modifications de l’ancien site, copiez les dernières données, puis changez les enregistrements.',
              'Gardez l’ancien hébergement au moins une journée après la bascule avant de le résilier.',
            ],
          },
          es: {
            title: 'Cambiar el DNS sin cortes',
            intro:
              'Los visitantes pasan al servidor nuevo a medida que sus resolutores recogen el cambio. Mantén los dos servidores en marcha un día y nadie verá un error.',
            steps: [
              'El día antes, baja el TTL de los registros del dominio a 300 segundos.',
              'Congela los cambios en el sitio antiguo, copia los datos más recientes y cambia los registros.',
              'Conserva el alojamiento antiguo al menos un día después del cambio antes de cancelarlo.',
            ],
          },
          ar: {
            title: 'تبديل DNS دون انقطاع',
            intro:
              'ينتقل الزوار إلى الخادم الجديد كلما التقطت خوادم الاستعلام لديهم التغيير. أبقِ الخادمين يعملان يومًا كاملًا ولن يرى أحد خطأً.',
            steps: [
              'قبل يوم، اخفض مدة TTL لسجلات النطاق إلى 300 ثانية.',
              'أوقف التعديلات على الموقع القديم، وانسخ أحدث البيانات، ثم غيّر السجلات.',
              'احتفظ بالاستضافة القديمة يومًا على الأقل بعد التبديل قبل أن تلغيها.',
            ],
          },
        },
      },
    ],
  },
  {
    title: {
      en: 'Billing & account',
      fr: 'Facturation et compte',
      es: 'Facturación y cuenta',
      ar: 'الفوترة والحساب',
    },
    icon: 'ri-bill-line',
    picture: 'bill',
    articles: [
      {
        slug: 'pay-an-invoice',
        updated: '2026-11-16',
        text: {
          en: {
            title: 'Paying an invoice',
            intro:
              'Every renewal issues an invoice, due within 10 days. Pay it by card, PayPal or bank transfer; a saved card is charged automatically on the due date.',
            steps: [
              'Open Billing, then Invoices, and choose the invoice.',
              'Select Pay and choose the payment method; for a transfer, quote the invoice number.',
              'The invoice shows Paid as soon as the payment arrives; a transfer takes one to three working days.',
            ],
          },
          fr: {
            title: 'Payer une facture',
            intro:
              'Chaque renouvellement émet une facture, payable sous 10 jours. Réglez-la par carte, PayPal ou virement ; une carte enregistrée est débitée automatiquement à l’échéance.',
            steps: [
              'Ouvrez Facturation, puis Factures, et choisissez la facture.',
              'Choisissez Payer et le moyen de paiement ; pour un virement, indiquez le numéro de la facture.',
              'La facture passe à Payée dès réception du paiement ; un virement prend un à trois jours ouvrés.',
            ],
          },
          es: {
            title: 'Pagar una factura',
            intro:
              'Cada renovación emite una factura, que vence a los 10 días. Págala con tarjeta, PayPal o transferencia; una tarjeta guardada se cobra automáticamente en la fecha de vencimiento.',
            steps: [
              'Abre Facturación, luego Facturas, y elige la factura.',
              'Selecciona Pagar y el medio de pago; en una transferencia, indica el número de factura.',
              'La factura aparece como Pagada en cuanto llega el pago; una transferencia tarda de uno a tres días hábiles.',
            ],
          },
          ar: {
            title: 'دفع فاتورة',
            intro:
              'يُصدر كل تجديد فاتورة تستحق خلال 10 أيام. ادفعها بالبطاقة أو PayPal أو بالتحويل المصرفي؛ وتُخصم البطاقة المحفوظة تلقائيًا في تاريخ الاستحقاق.',
            steps: [
              'افتح الفوترة ثم الفواتير، واختر الفاتورة.',
              'اختر دفع ثم وسيلة الدفع؛ وفي التحويل، اذكر رقم الفاتورة.',
              'تظهر الفاتورة بحالة مدفوعة فور وصول الدفعة؛ ويستغرق التحويل من يوم إلى ثلاثة أيام عمل.',
            ],
          },
        },
      },
      {
        slug: 'renewals-and-automatic-payment',
        updated: '2026-09-24',
        text: {
          en: {
            title: 'Renewals and automatic payment',
            intro:
              'Plans, domains and certificates renew automatically so that nothing goes offline. We e-mail you 30 days before each renewal.',
            steps: [
              'Open Billing, then Services, to see each renewal date.',
              'Turn Auto-renew off for a service you no longer need; it then ends on its renewal date.',
              'A domain that expires stays yours to renew for 30 days, then it is released.',
            ],
          },
          fr: {
            title: 'Renouvellements et paiement automatique',
            intro:
              'Offres, domaines et certificats se renouvellent automatiquement pour que rien ne soit coupé. Nous vous écrivons 30 jours avant chaque renouvellement.',
            steps: [
              'Ouvrez Facturation, puis Services, pour voir chaque date de renouvellement.',
              'Désactivez le renouvellement automatique d’un service dont vous n’avez plus besoin ; il prend alors fin à sa date de renouvellement.',
              'Un domaine expiré reste à vous pendant 30 jours pour le renouveler, puis il est libéré.',
            ],
          },
          es: {
            title: 'Renovaciones y pago automático',
            intro:
              'Los planes, dominios y certificados se renuevan automáticamente para que nada se quede sin servicio. Te escribimos 30 días antes de cada renovación.',
            steps: [
              'Abre Facturación y luego Servicios para ver cada fecha de renovación.',
              'Desactiva la renovación automática de un servicio que ya no necesites; terminará en su fecha de renovación.',
              'Un dominio caducado sigue siendo tuyo para renovarlo durante 30 días; después se libera.',
            ],
          },
          ar: {
            title: 'التجديد والدفع التلقائي',
            intro:
              'تتجدد الخطط والنطاقات والشهادات تلقائيًا حتى لا يتوقف شيء. نراسلك بالبريد الإلكتروني قبل 30 يومًا من كل تجديد.',
            steps: [
              'افتح الفوترة ثم الخدمات لترى تاريخ تجديد كل خدمة.',
              'أوقف التجديد التلقائي لخدمة لم تعد تحتاجها؛ فتنتهي في تاريخ تجديدها.',
              'يبقى النطاق المنتهي متاحًا لك لتجديده مدة 30 يومًا، ثم يُحرَّر.',
            ],
          },
        },
      },
      {
        slug: 'change-your-plan',
        updated: '2026-08-05',
        text: {
          en: {
            title: 'Changing your plan',
            intro:
              'Change plan at any time. The change applies at once, and the unused part of your current period is credited against the new one.',
            steps: [
              'Open Billing, then Plan, and select Change plan.',
              'Compare the plans and choose one: the amount due today is shown before you confirm.',
              'Before moving to a smaller plan, check that your sites, storage and mailboxes fit in it.',
            ],
          },
          fr: {
            title: 'Changer d’offre',
            intro:
              'Changez d’offre à tout moment. Le changement s’applique aussitôt, et la part non utilisée de votre période en cours est déduite de la nouvelle.',
            steps: [
              'Ouvrez Facturation, puis Offre, et choisissez Changer d’offre.',
              'Comparez les offres et choisissez-en une : le montant dû aujourd’hui s’affiche avant de confirmer.',
              'Avant de passer à une offre plus petite, vérifiez que vos sites, votre stockage et vos boîtes aux lettres y tiennent.',
            ],
          },
          es: {
            title: 'Cambiar de plan',
            intro:
              'Cambia de plan cuando quieras. El cambio se aplica al momento y la parte no usada de tu periodo actual se descuenta del nuevo.',
            steps: [
              'Abre Facturación, luego Plan, y selecciona Cambiar de plan.',
              'Compara los planes y elige uno: antes de confirmar verás el importe que se paga hoy.',
              'Antes de bajar a un plan menor, comprueba que tus sitios, tu almacenamiento y tus buzones caben en él.',
            ],
          },
          ar: {
            title: 'تغيير خطتك',
            intro:
              'غيّر خطتك في أي وقت. يسري التغيير فورًا، ويُخصم الجزء غير المستخدم من فترتك الحالية من الفترة الجديدة.',
            steps: [
              'افتح الفوترة ثم الخطة، واختر تغيير الخطة.',
              'قارن بين الخطط واختر واحدة: يظهر المبلغ المستحق اليوم قبل أن تؤكد.',
              'قبل الانتقال إلى خطة أصغر، تحقق من أن مواقعك ومساحة التخزين وصناديق البريد تتسع فيها.',
            ],
          },
        },
      },
    ],
  },
];

/** The cards above the knowledge base. */
export const POPULAR_CARDS: CardSource[] = [
  {
    slug: 'getting-started',
    updated: '2026-11-21',
    picture: 'rocket2',
    hue: 210,
    subtitle: {
      en: 'Your first site online: choose a plan, add a domain, upload and secure it.',
      fr: 'Votre premier site en ligne : choisissez une offre, ajoutez un domaine, publiez et sécurisez.',
      es: 'Tu primer sitio en línea: elige un plan, añade un dominio, publícalo y protégelo.',
      ar: 'موقعك الأول على الإنترنت: اختر خطة، وأضف نطاقًا، وانشر موقعك وأمّنه.',
    },
    text: {
      en: {
        title: 'Getting started',
        intro:
          'From order to a live, secure site in four steps. Each step has its own article when you need more detail.',
        steps: [
          'Choose a plan and a domain, or bring a domain you already own.',
          'Upload your site with the file manager or SFTP, or install an application in one click.',
          'Point the domain to your site; the free SSL certificate follows within minutes.',
          'Create your mailboxes and set them up on your devices.',
        ],
      },
      fr: {
        title: 'Bien démarrer',
        intro:
          'De la commande à un site en ligne et sécurisé en quatre étapes. Chaque étape a son propre article si vous voulez plus de détails.',
        steps: [
          'Choisissez une offre et un domaine, ou apportez un domaine que vous possédez déjà.',
          'Publiez votre site avec le gestionnaire de fichiers ou en SFTP, ou installez une application en un clic.',
          'Faites pointer le domaine vers votre site ; le certificat SSL gratuit suit en quelques minutes.',
          'Créez vos boîtes aux lettres et configurez-les sur vos appareils.',
        ],
      },
      es: {
        title: 'Primeros pasos',
        intro:
          'Del pedido a un sitio en línea y seguro en cuatro pasos. Cada paso tiene su propio artículo si necesitas más detalle.',
        steps: [
          'Elige un plan y un dominio, o trae un dominio que ya tengas.',
          'Sube tu sitio con el gestor de archivos o por SFTP, o instala una aplicación con un clic.',
          'Apunta el dominio a tu sitio; el certificado SSL gratuito llega en minutos.',
          'Crea tus buzones y configúralos en tus dispositivos.',
        ],
      },
      ar: {
        title: 'البدء',
        intro:
          'من الطلب إلى موقع منشور وآمن في أربع خطوات. لكل خطوة مقالتها الخاصة إن احتجت إلى مزيد من التفاصيل.',
        steps: [
          'اختر خطة ونطاقًا، أو استخدم نطاقًا تملكه بالفعل.',
          'ارفع موقعك عبر مدير الملفات أو SFTP، أو ثبّت تطبيقًا بنقرة واحدة.',
          'وجّه النطاق إلى موقعك؛ وتصدر شهادة SSL المجانية خلال دقائق.',
          'أنشئ صناديق بريدك واضبطها على أجهزتك.',
        ],
      },
    },
  },
  {
    slug: 'choosing-a-plan',
    updated: '2026-11-14',
    picture: 'priceTag3',
    hue: 150,
    subtitle: {
      en: 'Shared hosting, VPS or a dedicated server: what fits your sites and your traffic.',
      fr: 'Hébergement mutualisé, VPS ou serveur dédié : ce qui convient à vos sites et à votre trafic.',
      es: 'Alojamiento compartido, VPS o servidor dedicado: qué se ajusta a tus sitios y a tu tráfico.',
      ar: 'استضافة مشتركة أو خادم افتراضي أو خادم مخصص: ما يناسب مواقعك وحجم زياراتك.',
    },
    text: {
      en: {
        title: 'Choosing a plan',
        intro:
          'Shared plans suit most sites: we run the server, you run the site. Choose a VPS when you need your own software or guaranteed resources, and a dedicated server for heavy, steady traffic.',
        steps: [
          'Count your sites and mailboxes, and estimate the storage you need.',
          'Compare the plans on the pricing page: sites, storage, mailboxes, backups and support differ by plan.',
          'Start small if you are unsure: an upgrade applies at once, with no migration.',
        ],
      },
      fr: {
        title: 'Choisir une offre',
        intro:
          'Les offres mutualisées conviennent à la plupart des sites : nous gérons le serveur, vous gérez le site. Choisissez un VPS s’il vous faut vos propres logiciels ou des ressources garanties, et un serveur dédié pour un trafic lourd et régulier.',
        steps: [
          'Comptez vos sites et vos boîtes aux lettres, et estimez le stockage nécessaire.',
          'Comparez les offres sur la page des tarifs : sites, stockage, boîtes aux lettres, sauvegardes et assistance varient selon l’offre.',
          'En cas de doute, commencez petit : une montée en gamme s’applique aussitôt, sans migration.',
        ],
      },
      es: {
        title: 'Elegir un plan',
        intro:
          'Los planes compartidos sirven para la mayoría de los sitios: nosotros gestionamos el servidor y tú el sitio. Elige un VPS si necesitas tu propio software o recursos garantizados, y un servidor dedicado para un tráfico alto y constante.',
        steps: [
          'Cuenta tus sitios y buzones, y calcula el almacenamiento que necesitas.',
          'Compara los planes en la página de precios: sitios, almacenamiento, buzones, copias de seguridad y soporte cambian según el plan.',
          'Si dudas, empieza por uno pequeño: una mejora se aplica al momento, sin migración.',
        ],
      },
      ar: {
        title: 'اختيار خطة',
        intro:
          'تناسب الخطط المشتركة معظم المواقع: نحن ندير الخادم وأنت تدير الموقع. اختر خادمًا افتراضيًا إن احتجت إلى برامجك الخاصة أو موارد مضمونة، وخادمًا مخصصًا لحركة زيارات كثيفة ومستمرة.',
        steps: [
          'احسب عدد مواقعك وصناديق بريدك، وقدّر مساحة التخزين التي تحتاجها.',
          'قارن بين الخطط في صفحة الأسعار: تختلف المواقع والتخزين وصناديق البريد والنسخ الاحتياطي والدعم من خطة إلى أخرى.',
          'إن لم تكن متأكدًا فابدأ بخطة صغيرة: تسري الترقية فورًا ودون نقل.',
        ],
      },
    },
  },
  {
    slug: 'secure-your-account',
    updated: '2026-11-08',
    picture: 'shieldKeyhole',
    hue: 30,
    subtitle: {
      en: 'Two-step sign-in, strong passwords and what each person on your team may do.',
      fr: 'Connexion en deux étapes, mots de passe solides et droits de chacun dans votre équipe.',
      es: 'Inicio de sesión en dos pasos, contraseñas seguras y qué puede hacer cada persona de tu equipo.',
      ar: 'تسجيل الدخول بخطوتين، وكلمات مرور قوية، وصلاحيات كل فرد في فريقك.',
    },
    text: {
      en: {
        title: 'Securing your account',
        intro:
          'Your account controls your sites, domains and invoices, so protect it more than any single site.',
        steps: [
          'Turn on two-step sign-in with an authenticator app, and keep the recovery codes somewhere safe.',
          'Give each colleague their own login with only the permissions they need; never share yours.',
          'Review active sessions and API keys from time to time, and end those you do not recognise.',
        ],
      },
      fr: {
        title: 'Sécuriser votre compte',
        intro:
          'Votre compte contrôle vos sites, domaines et factures : protégez-le davantage qu’un site seul.',
        steps: [
          'Activez la connexion en deux étapes avec une application d’authentification, et gardez les codes de récupération en lieu sûr.',
          'Donnez à chaque collègue son propre identifiant avec les seuls droits nécessaires ; ne partagez jamais le vôtre.',
          'Passez en revue de temps en temps les sessions actives et les clés d’API, et fermez celles que vous ne reconnaissez pas.',
        ],
      },
      es: {
        title: 'Proteger tu cuenta',
        intro:
          'Tu cuenta controla tus sitios, dominios y facturas, así que protégela más que cualquier sitio.',
        steps: [
          'Activa el inicio de sesión en dos pasos con una aplicación de autenticación y guarda los códigos de recuperación en un lugar seguro.',
          'Da a cada compañero su propio acceso con solo los permisos que necesita; nunca compartas el tuyo.',
          'Revisa de vez en cuando las sesiones activas y las claves de API, y cierra las que no reconozcas.',
        ],
      },
      ar: {
        title: 'تأمين حسابك',
        intro: 'يتحكم حسابك في مواقعك ونطاقاتك وفواتيرك، لذا احمِه أكثر مما تحمي أي موقع بمفرده.',
        steps: [
          'فعّل تسجيل الدخول بخطوتين باستخدام تطبيق مصادقة، واحفظ رموز الاسترداد في مكان آمن.',
          'امنح كل زميل بيانات دخول خاصة به بالصلاحيات التي يحتاجها فقط؛ ولا تشارك بياناتك أبدًا.',
          'راجع الجلسات النشطة ومفاتيح API من حين لآخر، وأنهِ ما لا تعرفه منها.',
        ],
      },
    },
  },
];

/** The cards below the knowledge base. */
export const KEEP_LEARNING_CARDS: CardSource[] = [
  {
    slug: 'speed-up-your-site',
    updated: '2026-10-30',
    picture: 'speedUp',
    hue: 280,
    subtitle: {
      en: 'Caching, compressed images and a content delivery network: faster pages for every visitor.',
      fr: 'Cache, images compressées et réseau de diffusion de contenu : des pages plus rapides pour chaque visiteur.',
      es: 'Caché, imágenes comprimidas y una red de distribución de contenido: páginas más rápidas para cada visitante.',
      ar: 'التخزين المؤقت والصور المضغوطة وشبكة توصيل المحتوى: صفحات أسرع لكل زائر.',
    },
    text: {
      en: {
        title: 'Speeding up your site',
        intro:
          'Fast pages keep visitors and rank better in search results. Most sites get much faster with three changes.',
        steps: [
          'Turn on page caching for the site, or the caching plugin of your application.',
          'Serve images in WebP at the size they are shown, and load those further down the page only when they are needed.',
          'Turn on the content delivery network so that visitors far from our data centre get your files from a server near them.',
        ],
      },
      fr: {
        title: 'Accélérer votre site',
        intro:
          'Des pages rapides retiennent les visiteurs et se classent mieux dans les moteurs de recherche. La plupart des sites gagnent beaucoup avec trois changements.',
        steps: [
          'Activez le cache des pages du site, ou l’extension de cache de votre application.',
          'Servez les images en WebP à la taille où elles s’affichent, et ne chargez celles du bas de la page qu’au besoin.',
          'Activez le réseau de diffusion de contenu pour que les visiteurs éloignés de notre centre de données reçoivent vos fichiers depuis un serveur proche.',
        ],
      },
      es: {
        title: 'Acelerar tu sitio',
        intro:
          'Las páginas rápidas retienen a los visitantes y se posicionan mejor en los buscadores. La mayoría de los sitios ganan mucho con tres cambios.',
        steps: [
          'Activa la caché de páginas del sitio o el complemento de caché de tu aplicación.',
          'Sirve las imágenes en WebP al tamaño en que se muestran y carga las de más abajo solo cuando hagan falta.',
          'Activa la red de distribución de contenido para que los visitantes lejos de nuestro centro de datos reciban tus archivos desde un servidor cercano.',
        ],
      },
      ar: {
        title: 'تسريع موقعك',
        intro:
          'تحتفظ الصفحات السريعة بالزوار وتحتل ترتيبًا أفضل في نتائج البحث. تصبح معظم المواقع أسرع بكثير بثلاثة تغييرات.',
        steps: [
          'فعّل التخزين المؤقت للصفحات في الموقع، أو إضافة التخزين المؤقت في تطبيقك.',
          'قدّم الصور بصيغة WebP وبالحجم الذي تُعرض به، ولا تحمّل الصور الواقعة أسفل الصفحة إلا عند الحاجة.',
          'فعّل شبكة توصيل المحتوى ليحصل الزوار البعيدون عن مركز بياناتنا على ملفاتك من خادم قريب منهم.',
        ],
      },
    },
  },
  {
    slug: 'maintenance-and-status',
    updated: '2026-11-19',
    picture: 'pulse',
    hue: 330,
    subtitle: {
      en: 'How we announce maintenance, and where to check whether a service is down.',
      fr: 'Comment nous annonçons les maintenances, et où vérifier si un service est en panne.',
      es: 'Cómo anunciamos el mantenimiento y dónde comprobar si un servicio está caído.',
      ar: 'كيف نعلن عن الصيانة، وأين تتحقق مما إذا كانت خدمة متوقفة.',
    },
    text: {
      en: {
        title: 'Planned maintenance and service status',
        intro:
          'Planned maintenance is announced at least five days ahead and done at night, in the data centre’s local time. Unplanned incidents are posted as soon as we know of them.',
        steps: [
          'Check the status page first: it lists each service, its current state and any incident.',
          'Subscribe to e-mail updates for the services you use.',
          'If your site is down and the status page shows no incident, open an urgent ticket.',
        ],
      },
      fr: {
        title: 'Maintenance programmée et état des services',
        intro:
          'Les maintenances programmées sont annoncées au moins cinq jours à l’avance et faites de nuit, à l’heure locale du centre de données. Les incidents imprévus sont publiés dès que nous en avons connaissance.',
        steps: [
          'Consultez d’abord la page d’état : elle liste chaque service, son état actuel et tout incident.',
          'Abonnez-vous aux notifications par e-mail des services que vous utilisez.',
          'Si votre site est en panne et que la page d’état n’indique aucun incident, ouvrez un ticket urgent.',
        ],
      },
      es: {
        title: 'Mantenimiento programado y estado del servicio',
        intro:
          'El mantenimiento programado se anuncia con al menos cinco días de antelación y se hace de noche, en la hora local del centro de datos. Los incidentes imprevistos se publican en cuanto los conocemos.',
        steps: [
          'Consulta primero la página de estado: muestra cada servicio, su estado actual y cualquier incidente.',
          'Suscríbete a los avisos por correo de los servicios que usas.',
          'Si tu sitio está caído y la página de estado no muestra ningún incidente, abre un ticket urgente.',
        ],
      },
      ar: {
        title: 'الصيانة المجدولة وحالة الخدمات',
        intro:
          'نعلن عن الصيانة المجدولة قبل خمسة أيام على الأقل، ونجريها ليلًا بالتوقيت المحلي لمركز البيانات. وننشر الأعطال غير المتوقعة فور علمنا بها.',
        steps: [
          'راجع صفحة الحالة أولًا: فهي تعرض كل خدمة وحالتها الحالية وأي عطل.',
          'اشترك في التنبيهات بالبريد الإلكتروني للخدمات التي تستخدمها.',
          'إن كان موقعك متوقفًا ولم تُظهر صفحة الحالة أي عطل، فافتح تذكرة عاجلة.',
        ],
      },
    },
  },
  {
    slug: 'getting-the-most-from-support',
    updated: '2026-10-24',
    picture: 'customerService2',
    hue: 90,
    subtitle: {
      en: 'What to put in a ticket so that we can solve it in our first reply.',
      fr: 'Ce qu’il faut mettre dans un ticket pour que nous le résolvions dès notre première réponse.',
      es: 'Qué poner en un ticket para que lo resolvamos en nuestra primera respuesta.',
      ar: 'ما الذي تكتبه في التذكرة لنحلّها من ردّنا الأول.',
    },
    text: {
      en: {
        title: 'Getting the most from support',
        intro:
          'Our support team works day and night. A ticket with the right details is usually solved in our first reply.',
        steps: [
          'Name the site, domain or server, and say what you expected and what happened instead.',
          'Add the exact error message, the time it happened and, if you can, a screenshot.',
          'Choose the priority honestly: urgent is for a site or mail that is down.',
        ],
      },
      fr: {
        title: 'Tirer le meilleur de l’assistance',
        intro:
          'Notre équipe d’assistance travaille jour et nuit. Un ticket avec les bons détails est en général résolu dès notre première réponse.',
        steps: [
          'Nommez le site, le domaine ou le serveur, et dites ce que vous attendiez et ce qui s’est passé à la place.',
          'Ajoutez le message d’erreur exact, l’heure à laquelle il est apparu et, si possible, une capture d’écran.',
          'Choisissez la priorité honnêtement : urgent, c’est pour un site ou une messagerie en panne.',
        ],
      },
      es: {
        title: 'Sacar el máximo partido al soporte',
        intro:
          'Nuestro equipo de soporte trabaja día y noche. Un ticket con los datos adecuados suele resolverse en nuestra primera respuesta.',
        steps: [
          'Indica el sitio, el dominio o el servidor, y cuenta qué esperabas y qué pasó en su lugar.',
          'Añade el mensaje de error exacto, la hora en que ocurrió y, si puedes, una captura de pantalla.',
          'Elige la prioridad con honestidad: urgente es para un sitio o un correo caído.',
        ],
      },
      ar: {
        title: 'الاستفادة القصوى من الدعم',
        intro:
          'يعمل فريق الدعم لدينا ليلًا ونهارًا. وغالبًا ما تُحل التذكرة التي تتضمن التفاصيل الصحيحة من ردّنا الأول.',
        steps: [
          'اذكر الموقع أو النطاق أو الخادم، وما كنت تتوقعه وما حدث بدلًا منه.',
          'أضف رسالة الخطأ كما هي، ووقت حدوثها، ولقطة شاشة إن أمكن.',
          'اختر الأولوية بصدق: العاجلة مخصصة لموقع أو بريد متوقف.',
        ],
      },
    },
  },
];

/** The two card groups' names, as an article of theirs shows its category. */
export const CARD_GROUP_TITLES = {
  popular: {
    en: 'Popular articles',
    fr: 'Articles populaires',
    es: 'Artículos populares',
    ar: 'المقالات الشائعة',
  },
  keepLearning: {
    en: 'Keep learning',
    fr: 'Continuer à apprendre',
    es: 'Sigue aprendiendo',
    ar: 'واصل التعلم',
  },
} satisfies Record<string, Translated<string>>;
