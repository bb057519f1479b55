/**
 * The support bot behind the page's customer-service panel (issue 23): answers from a small
 * catalogue of questions about this page, in the page's language (en, es, ja, ar), and hands
 * anything else to a person. Stateless: each message is answered on its own.
 */

export const SUPPORT_LANGUAGES = ['en', 'es', 'ja', 'ar'] as const;
export type SupportLanguage = (typeof SUPPORT_LANGUAGES)[number];

/** At most this many characters in a message. */
export const MAX_SUPPORT_MESSAGE = 500;

export interface SupportReply {
  /** Plain text. */
  readonly answer: string;
  /** The catalogue entry answered, or null for the hand-off. */
  readonly topic: string | null;
  readonly handoff: boolean;
}

interface Entry {
  readonly topic: string;
  /** Words that point at this entry, lower case, per language (any language matches). */
  readonly keywords: readonly string[];
  readonly answer: Readonly<Record<SupportLanguage, string>>;
}

// prettier-ignore
const CATALOGUE: readonly Entry[] = [
  { topic: 'limit-order',
    keywords: ['limit', 'límite', 'limite', '指値', 'محدد', 'place', 'colocar', '発注', 'وضع'],
    answer: {
      en: 'To place a limit order, pick Limit in the order form, type the price and the quantity (or pick a price in the order book), check the order value, then press Buy or Sell.',
      es: 'Para una orden límite, elige Límite en el formulario, escribe el precio y la cantidad (o elige un precio en el libro), revisa el valor y pulsa Comprar o Vender.',
      ja: '指値注文は、注文フォームで「指値」を選び、価格と数量を入力（または板で価格を選択）し、注文額を確認して「買い」または「売り」を押します。',
      ar: 'لوضع أمر محدد، اختر «محدد» في نموذج الأمر، واكتب السعر والكمية (أو اختر سعرًا من دفتر الأوامر)، وتحقق من قيمة الأمر، ثم اضغط شراء أو بيع.',
    } },
  { topic: 'cancel-order',
    keywords: ['cancel', 'cancelar', 'キャンセル', '取消', '取り消', 'إلغاء', 'الغاء', 'ألغي', 'الغي'],
    answer: {
      en: 'Open orders are listed under Current orders below the chart. Cancel one with its Cancel button, or every order of the tab with Cancel all (you are asked first).',
      es: 'Las órdenes abiertas están en Órdenes actuales bajo el gráfico. Cancela una con su botón Cancelar, o todas las de la pestaña con Cancelar todo (se pide confirmación).',
      ja: '未約定注文はチャート下の「現在の注文」にあります。各注文の「キャンセル」、またはタブの全注文を「一括キャンセル」（確認あり）で取り消せます。',
      ar: 'تظهر الأوامر المفتوحة في «الأوامر الحالية» أسفل الرسم البياني. ألغِ أمرًا بزر الإلغاء الخاص به، أو كل أوامر التبويب بزر «إلغاء الكل» (مع التأكيد).',
    } },
  { topic: 'fees',
    keywords: ['fee', 'fees', 'comisión', 'comision', 'comisiones', 'tarifa', '手数料', 'رسوم', 'عمولة'],
    answer: {
      en: 'The estimated fee is shown in the order form before you place an order, at your account\'s maker or taker rate; fills list the fee actually charged.',
      es: 'La comisión estimada aparece en el formulario antes de enviar la orden, según tu tasa maker o taker; las ejecuciones muestran la comisión cobrada.',
      ja: '推定手数料は発注前に注文フォームに表示されます（メイカー/テイカー料率）。約定履歴には実際の手数料が表示されます。',
      ar: 'تظهر الرسوم التقديرية في نموذج الأمر قبل وضعه، حسب معدل الصانع أو الآخذ لحسابك؛ وتُظهر الصفقات المنفذة الرسوم المحصّلة فعلًا.',
    } },
  { topic: 'oco',
    keywords: ['oco', 'take profit', 'stop loss', 'toma de ganancias', '利確', '損切り', 'جني الأرباح', 'وقف الخسارة'],
    answer: {
      en: 'An OCO order places a take-profit and a stop-loss together: when one triggers, the other is cancelled. Pick OCO in the order form; a short guide walks you through it the first time.',
      es: 'Una orden OCO coloca a la vez una toma de ganancias y un stop loss: cuando una se activa, la otra se cancela. Elige OCO en el formulario; la primera vez una guía te acompaña.',
      ja: 'OCO注文は利確と損切りを同時に出し、一方が発動するともう一方はキャンセルされます。注文フォームで「OCO」を選ぶと、初回はガイドが表示されます。',
      ar: 'يضع أمر OCO جني الأرباح ووقف الخسارة معًا: عند تفعيل أحدهما يُلغى الآخر. اختر OCO في نموذج الأمر؛ يرشدك دليل قصير في المرة الأولى.',
    } },
  { topic: 'leveraged-tokens',
    keywords: ['leveraged', 'token', '3l', '3s', 'apalancad', 'レバレッジ', 'トークン', 'الرافعة', 'رمز'],
    answer: {
      en: 'Leveraged tokens follow their underlying with a target leverage. Subscribe or redeem on the token\'s page; check the net value and the risks shown there first.',
      es: 'Los tokens apalancados siguen a su subyacente con un apalancamiento objetivo. Suscribe o redime en la página del token; revisa antes el valor neto y los riesgos.',
      ja: 'レバレッジトークンは目標レバレッジで原資産に連動します。トークンのページで申込・償還でき、事前に純資産価値とリスクを確認してください。',
      ar: 'تتبع الرموز ذات الرافعة أصلها برافعة مستهدفة. اشترك أو استرد من صفحة الرمز، وتحقق أولًا من صافي القيمة والمخاطر المعروضة.',
    } },
  { topic: 'demo',
    keywords: ['demo', 'recharge', 'recarga', 'デモ', 'チャージ', 'تجريبي', 'شحن'],
    answer: {
      en: 'A demo account trades with demo funds. When its wallet is empty, the page offers a recharge; demo funds have no value.',
      es: 'Una cuenta demo opera con fondos demo. Cuando la cartera está vacía, la página ofrece una recarga; los fondos demo no tienen valor.',
      ja: 'デモアカウントはデモ資金で取引します。ウォレットが空になるとチャージが案内されます。デモ資金に価値はありません。',
      ar: 'يتداول الحساب التجريبي بأموال تجريبية. عندما تفرغ محفظته تعرض الصفحة إعادة الشحن؛ الأموال التجريبية بلا قيمة.',
    } },
  { topic: 'upgrade',
    keywords: ['uta', 'unified', 'upgrade', 'unificada', 'actualizar', '統合', 'アップグレード', 'موحد', 'الموحّد', 'ترقية', 'أرقي', 'ارقي'],
    answer: {
      en: 'Standard accounts are being phased out. Use Upgrade to UTA in the header: the upgrade takes a moment and the page reloads when it is done.',
      es: 'Las cuentas estándar se están retirando. Usa Actualizar a UTA en la cabecera: tarda un momento y la página se recarga al terminar.',
      ja: 'スタンダードアカウントは廃止されます。ヘッダーの「UTAにアップグレード」から手続きでき、完了するとページが再読み込みされます。',
      ar: 'يجري إيقاف الحسابات القياسية. استخدم «الترقية إلى UTA» في الترويسة: تستغرق الترقية لحظة وتُعاد تحميل الصفحة عند انتهائها.',
    } },
];

const HANDOFF: Readonly<Record<SupportLanguage, string>> = {
  en: "I could not find an answer to that. Our support team can help: logged in, you get their reply at your account's email; otherwise write to them from the Help Center. Include the trading pair and the order ID if there is one.",
  es: 'No encontré una respuesta. Nuestro equipo de soporte puede ayudarte: con sesión iniciada te responderá al correo de tu cuenta; si no, escríbeles desde el Centro de ayuda. Indica el par y el ID de la orden si lo hay.',
  ja: '回答が見つかりませんでした。サポート担当者がお手伝いします。ログイン中はアカウントのメールアドレスに返信し、未ログインの場合はヘルプセンターからお問い合わせください。取引ペアと注文ID（あれば）をお知らせください。',
  ar: 'لم أجد إجابة عن ذلك. يمكن لفريق الدعم مساعدتك: عند تسجيل الدخول يصلك ردهم على بريد حسابك، وإلا فراسلهم من مركز المساعدة. يرجى ذكر زوج التداول ورقم الأمر إن وُجد.',
};

export function isSupportLanguage(value: unknown): value is SupportLanguage {
  return typeof value === 'string' && (SUPPORT_LANGUAGES as readonly string[]).includes(value);
}

/** The catalogue entry a message is about: the one with the most keywords in it, if any. */
function entryOf(message: string): Entry | null {
  const text = message.toLowerCase();
  let best: Entry | null = null;
  let bestHits = 0;
  for (const entry of CATALOGUE) {
    const hits = entry.keywords.filter((word) => text.includes(word)).length;
    if (hits > bestHits) {
      best = entry;
      bestHits = hits;
    }
  }
  return best;
}

export function answerSupport(message: string, lang: SupportLanguage): SupportReply {
  const entry = entryOf(message);
  return entry
    ? { answer: entry.answer[lang], topic: entry.topic, handoff: false }
    : { answer: HANDOFF[lang], topic: null, handoff: true };
}

/** Reads a chat body; a string is the reason it is refused. */
export function parseSupportMessage(
  body: unknown,
): { readonly message: string; readonly lang: SupportLanguage } | string {
  const usage = `body must be {"message": 1–${MAX_SUPPORT_MESSAGE} characters, "lang": one of ${SUPPORT_LANGUAGES.join(', ')}}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return usage;
  const { message, lang } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') return usage;
  if (message.length > MAX_SUPPORT_MESSAGE) return usage;
  if (!isSupportLanguage(lang)) return usage;
  return { message, lang };
}
