// Uzbek content pages served at /{slug}. The about page deliberately carries a <script>
// tag and an onerror attribute: the content remote must sanitise CMS HTML, and tests prove it.
import type { SeedEntry } from '../model';

export const PAGES_UZ: readonly SeedEntry[] = [
  {
    slug: 'about',
    title: 'Biz haqimizda',
    content: `<h2>Omad — omadingiz shu yerda</h2>
<p>Omad — O'zbekiston o'yinchilari uchun yaratilgan onlayn kazino va bukmeker. Bizda 3000 dan ortiq slot, jonli dilerlar bilan stol o'yinlari, tezkor o'yinlar va har kuni mingdan ortiq sport tadbirlariga tikishlar bor.</p>
<img src="/cms/uploads/omad-og.svg" alt="Omad" onerror="alert('xss')">
<h3>Nega aynan Omad?</h3>
<ul>
  <li>Uzcard, Humo, Visa, Mastercard, Payme va Click orqali tez to'lovlar.</li>
  <li>O'zbek va rus tillarida kecha-kunduz ishlaydigan yordam xizmati.</li>
  <li>Sodiqlik dasturi: har bir tikish uchun ballar va haftalik keshbek.</li>
  <li>Litsenziyaga ega provayderlarning halol o'yinlari.</li>
</ul>
<script>document.body.dataset.cmsInjected = 'about';</script>
<p>Savollaringiz bo'lsa, <a href="/support">qo'llab-quvvatlash xizmatiga</a> yozing.</p>`,
    seo: {
      metaTitle: 'Biz haqimizda | Omad',
      metaDescription:
        "Omad onlayn kazinosi haqida: o'yinlar, to'lovlar, bonuslar va yordam xizmati.",
      keywords: 'Omad, onlayn kazino, biz haqimizda',
    },
  },
  {
    slug: 'terms',
    title: 'Qoidalar va shartlar',
    content: `<h2>Qoidalar va shartlar</h2>
<p>Ushbu qoidalar Omad sayti va uning xizmatlaridan foydalanish tartibini belgilaydi. Ro'yxatdan o'tish orqali siz ularga to'liq rozilik bildirasiz.</p>
<h3>1. Umumiy qoidalar</h3>
<p>Saytdan faqat 18 yoshga to'lgan shaxslar foydalanishi mumkin. Har bir o'yinchi faqat bitta hisob ochishga haqli.</p>
<h3>2. Hisob va xavfsizlik</h3>
<p>Ro'yxatdan o'tishda to'g'ri ma'lumotlarni kiriting. Parolingizni hech kimga bermang va ikki bosqichli autentifikatsiyani yoqing.</p>
<h3>3. To'lovlar</h3>
<p>Hisobni to'ldirish va pul yechish hisob valyutasida amalga oshiriladi. Pul yechishdan oldin shaxsingizni tasdiqlashingiz so'ralishi mumkin.</p>
<h3>4. Bonuslar</h3>
<p>Har bir bonusning o'z tikish sharti va amal qilish muddati bor. Shartlar bajarilmasa, bonus va undan olingan yutuq bekor qilinadi.</p>
<h3>5. Qoidalarning o'zgarishi</h3>
<p>Omad qoidalarni o'zgartirish huquqini o'zida saqlab qoladi. Yangi tahrir saytda e'lon qilingan paytdan boshlab kuchga kiradi.</p>`,
    seo: {
      metaTitle: 'Qoidalar va shartlar | Omad',
      metaDescription: "Omad saytidan foydalanish qoidalari: hisob, to'lovlar va bonuslar.",
      keywords: 'qoidalar, shartlar, Omad',
    },
  },
  {
    slug: 'privacy',
    title: 'Maxfiylik siyosati',
    content: `<h2>Maxfiylik siyosati</h2>
<p>Biz shaxsiy ma'lumotlaringizni faqat xizmat ko'rsatish, to'lovlarni amalga oshirish va qonun talablarini bajarish uchun yig'amiz.</p>
<h3>Qanday ma'lumotlarni yig'amiz</h3>
<ul>
  <li>Aloqa ma'lumotlari: telefon raqami va elektron pochta.</li>
  <li>Shaxsni tasdiqlash uchun hujjat ma'lumotlari.</li>
  <li>To'lovlar va o'yinlar tarixi.</li>
</ul>
<h3>Ma'lumotlardan qanday foydalanamiz</h3>
<p>Ma'lumotlar hisobingizni himoya qilish, firibgarlikning oldini olish va sizga mos takliflar yuborish uchun ishlatiladi. Reklama xabarnomalaridan istalgan vaqtda voz kechishingiz mumkin.</p>
<h3>Ma'lumotlarni himoya qilish</h3>
<p>Barcha ma'lumotlar shifrlangan holda uzatiladi va saqlanadi. Biz ularni uchinchi shaxslarga sotmaymiz.</p>
<p>Savollar bo'yicha: <a href="mailto:support@omad.uz">support@omad.uz</a>.</p>`,
    seo: {
      metaTitle: 'Maxfiylik siyosati | Omad',
      metaDescription: "Omad shaxsiy ma'lumotlarni qanday yig'adi, ishlatadi va himoya qiladi.",
      keywords: "maxfiylik, shaxsiy ma'lumotlar, Omad",
    },
  },
  {
    slug: 'responsible-gaming-info',
    title: "Mas'uliyatli o'yin",
    content: `<h2>Mas'uliyatli o'yin</h2>
<p>O'yin — bu daromad manbai emas, balki dam olish usuli. Biz o'yinchilarimiz o'z vaqtlari va mablag'larini nazorat qilishlarini istaymiz.</p>
<h3>Foydali maslahatlar</h3>
<ul>
  <li>O'yindan oldin byudjet belgilang va undan oshmang.</li>
  <li>Yo'qotilgan pulni qaytarishga urinmang.</li>
  <li>Muntazam tanaffus qiling.</li>
  <li>Charchagan yoki xafa bo'lgan paytda o'ynamang.</li>
</ul>
<h3>Nazorat vositalari</h3>
<p>Profilingizdagi «Mas'uliyatli o'yin» bo'limida depozit limitlarini o'rnatishingiz, vaqtincha tanaffus olishingiz yoki hisobingizni o'zingiz bloklashingiz mumkin.</p>
<p>Agar o'yin muammoga aylangan bo'lsa, <a href="/support">yordam xizmatimizga</a> murojaat qiling — biz yordam beramiz.</p>`,
    seo: {
      metaTitle: "Mas'uliyatli o'yin | Omad",
      metaDescription: "O'yinni nazorat ostida saqlash bo'yicha maslahatlar va vositalar.",
      keywords: "mas'uliyatli o'yin, limitlar, Omad",
    },
  },
];
