// Texts of the login flow (credentials and two-factor steps), in the 'auth' namespace under
// 'login'. `validation` holds localized fallbacks for the rule messages; the CMS
// forms-config texts override them when they load.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  loginLabel: 'Telefon yoki elektron pochta',
  loginPlaceholder: '+998901234567 yoki e-pochta',
  passwordLabel: 'Parol',
  passwordPlaceholder: '6–20 ta belgi',
  showPassword: "Parolni ko'rsatish",
  hidePassword: 'Parolni yashirish',
  submit: 'Kirish',
  forgot: 'Parolni unutdingizmi?',
  noAccount: "Hisobingiz yo'qmi?",
  register: "Ro'yxatdan o'ting",
  errors: {
    wrongCredentials: "Login yoki parol noto'g'ri. Tekshirib, qayta urinib ko'ring.",
    tooManyRequests: "Urinishlar juda ko'p.",
    network: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
    unknown: "Hozir kirishning iloji bo'lmadi. Birozdan so'ng qayta urinib ko'ring.",
  },
  twoFactor: {
    title: 'Kirishni tasdiqlang',
    sentTo: '6 xonali tasdiqlash kodini yubordik: {{login}}',
    codeLabel: 'Tasdiqlash kodi',
    submit: 'Tasdiqlash',
    resend: 'Kodni qayta yuborish',
    resendIn: 'Yangi kod {{time}} dan keyin',
    resent: 'Yangi kod yuborildi',
    back: 'Boshqa login bilan kirish',
    errors: {
      invalid: "Kod noto'g'ri. Tekshirib, qayta kiriting.",
      expired: "Kodning amal qilish muddati tugadi. Yangi kod so'rang.",
      length: "Kod 6 ta raqamdan iborat bo'lishi kerak",
    },
  },
  validation: {
    required: "To'ldirish majburiy",
    email: "Elektron pochta manzili noto'g'ri",
    phone: "Telefon raqami noto'g'ri",
    minLength: 'Kamida $$min$$ ta belgi kiriting',
    maxLength: "Ko'pi bilan $$max$$ ta belgi kiriting",
    invalidCharacters: 'Ruxsat etilmagan belgilar: $$chars$$',
    code: "Kod $$length$$ ta raqamdan iborat bo'lishi kerak",
    wrongField: "Maydon noto'g'ri to'ldirilgan",
    passwordsNotEqual: 'Parollar bir xil emas',
  },
} as const;

export const ru: Translation<typeof uz> = {
  loginLabel: 'Телефон или электронная почта',
  loginPlaceholder: '+998901234567 или e-mail',
  passwordLabel: 'Пароль',
  passwordPlaceholder: '6–20 символов',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  submit: 'Войти',
  forgot: 'Забыли пароль?',
  noAccount: 'Нет аккаунта?',
  register: 'Зарегистрируйтесь',
  errors: {
    wrongCredentials: 'Неверный логин или пароль. Проверьте и попробуйте ещё раз.',
    tooManyRequests: 'Слишком много попыток.',
    network: 'Проверьте подключение к интернету и попробуйте ещё раз.',
    unknown: 'Сейчас не удаётся войти. Попробуйте немного позже.',
  },
  twoFactor: {
    title: 'Подтвердите вход',
    sentTo: 'Мы отправили 6-значный код подтверждения: {{login}}',
    codeLabel: 'Код подтверждения',
    submit: 'Подтвердить',
    resend: 'Отправить код ещё раз',
    resendIn: 'Новый код через {{time}}',
    resent: 'Новый код отправлен',
    back: 'Войти с другим логином',
    errors: {
      invalid: 'Неверный код. Проверьте и введите ещё раз.',
      expired: 'Срок действия кода истёк. Запросите новый код.',
      length: 'Код должен состоять из 6 цифр',
    },
  },
  validation: {
    required: 'Обязательное поле',
    email: 'Неверный адрес электронной почты',
    phone: 'Неверный номер телефона',
    minLength: 'Минимум символов: $$min$$',
    maxLength: 'Максимум символов: $$max$$',
    invalidCharacters: 'Недопустимые символы: $$chars$$',
    code: 'Код должен состоять из $$length$$ цифр',
    wrongField: 'Поле заполнено неверно',
    passwordsNotEqual: 'Пароли не совпадают',
  },
};
