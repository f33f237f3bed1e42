// Uzbek content pages served at /{slug}. The about page deliberately carries a <script> and
// an image with onload/onerror handlers: each would set window.__omadXss if it ran, so the
// content remote's sanitiser is proven by tests, not trusted.
import type { SeedEntry } from '../model';

export const PAGES_UZ: readonly SeedEntry[] = [
  {
    slug: 'about',
    title: 'Biz haqimizda',
    content: `<p>Omad — O'zbekiston o'yinchilari uchun yaratilgan onlayn kazino va bukmeker. Bizda 3000 dan ortiq slot, jonli dilerlar bilan stol o'yinlari, tezkor o'yinlar va har kuni mingdan ortiq sport tadbirlariga tikishlar bor.</p>
<figure>
  <img src="/cms/uploads/omad-og.svg" alt="Omad" width="1200" height="630" onload="window.__omadXss = 'onload'" onerror="window.__omadXss = 'onerror'">
  <figcaption>Omad — omadingiz shu yerda.</figcaption>
</figure>
<h2>Nega aynan Omad?</h2>
<ul>
  <li><strong>Tez to'lovlar.</strong> Uzcard, Humo, Visa, Mastercard, Payme va Click orqali.</li>
  <li><strong>Kecha-kunduz yordam</strong> o'zbek va rus tillarida.</li>
  <li><strong>Sodiqlik dasturi:</strong> har bir tikish uchun ballar va haftalik keshbek.</li>
  <li><strong>Halol o'yin:</strong> faqat litsenziyaga ega provayderlarning sertifikatlangan o'yinlari.</li>
</ul>
<script>window.__omadXss = 'script'; document.title = 'XSS';</script>
<h2>To'lov usullari</h2>
<table>
  <caption>Hisobni to'ldirish va pul yechish muddatlari</caption>
  <thead>
    <tr><th scope="col">Usul</th><th scope="col">To'ldirish</th><th scope="col">Pul yechish</th></tr>
  </thead>
  <tbody>
    <tr><td>Uzcard, Humo</td><td>Darhol</td><td>15 daqiqadan 24 soatgacha</td></tr>
    <tr><td>Visa, Mastercard</td><td>Darhol</td><td>1 dan 3 ish kunigacha</td></tr>
    <tr><td>Payme, Click</td><td>Darhol</td><td>15 daqiqadan 24 soatgacha</td></tr>
  </tbody>
</table>
<h2>Bog'lanish</h2>
<p><a href="/gamehall">O'yinlar zaliga</a> o'ting yoki savollaringiz bo'lsa, <a href="/support">qo'llab-quvvatlash xizmatiga</a> yozing.</p>`,
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
    content: `<p>Ushbu qoidalar Omad sayti va uning xizmatlaridan foydalanish tartibini belgilaydi. Ro'yxatdan o'tish orqali siz ularga to'liq rozilik bildirasiz.</p>
<h2>1. Umumiy qoidalar</h2>
<ol>
  <li>Saytdan faqat 18 yoshga to'lgan shaxslar foydalanishi mumkin.</li>
  <li>Har bir o'yinchi faqat bitta hisob ochishga haqli.</li>
  <li>Hisobni boshqa shaxsga berish yoki sotish taqiqlanadi.</li>
</ol>
<h2>2. Hisob va xavfsizlik</h2>
<p>Ro'yxatdan o'tishda to'g'ri ma'lumotlarni kiriting. Parolingizni hech kimga bermang va <a href="/profile/security">ikki bosqichli autentifikatsiyani</a> yoqing.</p>
<h2>3. To'lovlar</h2>
<p>Hisobni to'ldirish va pul yechish hisob valyutasida amalga oshiriladi. Pul yechishdan oldin shaxsingizni tasdiqlashingiz so'ralishi mumkin.</p>
<table>
  <thead>
    <tr><th scope="col">Amal</th><th scope="col">Shart</th></tr>
  </thead>
  <tbody>
    <tr><td>Pul yechish</td><td>Tasdiqlangan telefon yoki elektron pochta</td></tr>
    <tr><td>Katta summani yechish</td><td>Shaxsni tasdiqlash (KYC)</td></tr>
    <tr><td>Bonusni yechish</td><td>Tikish shartini bajarish</td></tr>
  </tbody>
</table>
<h2>4. Bonuslar</h2>
<p>Har bir bonusning o'z tikish sharti va amal qilish muddati bor. Shartlar bajarilmasa, bonus va undan olingan yutuq bekor qilinadi.</p>
<blockquote>Bir vaqtning o'zida faqat bitta faol kazino bonusidan foydalanish mumkin.</blockquote>
<h2>5. Qoidalarning o'zgarishi</h2>
<p>Omad qoidalarni o'zgartirish huquqini o'zida saqlab qoladi. Yangi tahrir saytda e'lon qilingan paytdan boshlab kuchga kiradi. Shaxsiy ma'lumotlar bilan ishlash <a href="/privacy">maxfiylik siyosatida</a> tasvirlangan.</p>`,
    seo: {
      metaTitle: 'Qoidalar va shartlar | Omad',
      metaDescription: "Omad saytidan foydalanish qoidalari: hisob, to'lovlar va bonuslar.",
      keywords: 'qoidalar, shartlar, Omad',
    },
  },
  {
    slug: 'privacy',
    title: 'Maxfiylik siyosati',
    content: `<p>Biz shaxsiy ma'lumotlaringizni faqat xizmat ko'rsatish, to'lovlarni amalga oshirish va qonun talablarini bajarish uchun yig'amiz.</p>
<h2>Qanday ma'lumotlarni yig'amiz</h2>
<ul>
  <li>Aloqa ma'lumotlari: telefon raqami va elektron pochta.</li>
  <li>Shaxsni tasdiqlash uchun hujjat ma'lumotlari.</li>
  <li>To'lovlar va o'yinlar tarixi.</li>
  <li>Qurilma va brauzer haqidagi texnik ma'lumotlar.</li>
</ul>
<h2>Ma'lumotlardan qanday foydalanamiz</h2>
<p>Ma'lumotlar hisobingizni himoya qilish, firibgarlikning oldini olish va sizga mos takliflar yuborish uchun ishlatiladi. Reklama xabarnomalaridan istalgan vaqtda voz kechishingiz mumkin: har bir xatdagi havola orqali yoki <a href="/profile/notification">profil sozlamalarida</a>.</p>
<h2>Ma'lumotlarni himoya qilish</h2>
<p>Barcha ma'lumotlar shifrlangan holda uzatiladi va saqlanadi. Biz ularni uchinchi shaxslarga sotmaymiz.</p>
<h2>Bog'lanish</h2>
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
    content: `<p>O'yin — bu daromad manbai emas, balki dam olish usuli. Biz o'yinchilarimiz o'z vaqtlari va mablag'larini nazorat qilishlarini istaymiz.</p>
<h2>Foydali maslahatlar</h2>
<ul>
  <li>O'yindan oldin byudjet belgilang va undan oshmang.</li>
  <li>Yo'qotilgan pulni qaytarishga urinmang.</li>
  <li>Muntazam tanaffus qiling.</li>
  <li>Charchagan yoki xafa bo'lgan paytda o'ynamang.</li>
</ul>
<h2>Nazorat vositalari</h2>
<table>
  <thead>
    <tr><th scope="col">Vosita</th><th scope="col">Nima qiladi</th></tr>
  </thead>
  <tbody>
    <tr><td>Depozit limiti</td><td>Kun, hafta yoki oy davomida to'ldirish summasini cheklaydi.</td></tr>
    <tr><td>Tanaffus</td><td>Hisobni 24 soatdan 6 haftagacha muzlatadi.</td></tr>
    <tr><td>O'zini chetlatish</td><td>Hisobni kamida 6 oyga bloklaydi.</td></tr>
  </tbody>
</table>
<p>Vositalarni <a href="/profile/responsible-game">profilingizdagi «Mas'uliyatli o'yin» bo'limida</a> yoqishingiz mumkin.</p>
<h2>Yordam kerakmi?</h2>
<p>Agar o'yin muammoga aylangan bo'lsa, <a href="/support">yordam xizmatimizga</a> murojaat qiling yoki <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a> xalqaro xizmatidan bepul maslahat oling.</p>`,
    seo: {
      metaTitle: "Mas'uliyatli o'yin | Omad",
      metaDescription: "O'yinni nazorat ostida saqlash bo'yicha maslahatlar va vositalar.",
      keywords: "mas'uliyatli o'yin, limitlar, Omad",
    },
  },
];
