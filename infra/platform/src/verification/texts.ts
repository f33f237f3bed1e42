// The words of the simulated identity provider's frame in both languages of the site.
import type { Locale } from '../config';
import type { RejectionReason } from '../domain/verification';

export interface VerificationTexts {
  readonly title: string;
  /** Says, on top and never hidden, that this is a simulation. */
  readonly simulation: string;
  readonly intro: string;
  readonly documentStep: string;
  readonly documentType: string;
  readonly passport: string;
  readonly idCard: string;
  readonly documentNumber: string;
  readonly documentImage: string;
  readonly selfieStep: string;
  readonly selfieImage: string;
  readonly decisionStep: string;
  readonly decisionNote: string;
  readonly approve: string;
  readonly reject: string;
  readonly reasons: Readonly<Record<RejectionReason, string>>;
  readonly submit: string;
  readonly sending: string;
  readonly pending: string;
  readonly approved: string;
  readonly rejected: string;
  readonly again: string;
  readonly expired: string;
  readonly badImage: string;
  readonly badNumber: string;
  readonly refused: string;
}

export const VERIFICATION_TEXTS: Readonly<Record<Locale, VerificationTexts>> = {
  uz: {
    title: 'Shaxsni tasdiqlash',
    simulation:
      "Simulyatsiya: sinov tekshiruv provayderi. Rasmlar faqat tekshiriladi va saqlanmaydi, qarorni o'zingiz tanlaysiz.",
    intro: "Hujjatingiz va selfi rasmini yuklang, so'ng yuboring.",
    documentStep: '1. Hujjat',
    documentType: 'Hujjat turi',
    passport: 'Pasport',
    idCard: 'ID karta',
    documentNumber: 'Hujjat raqami',
    documentImage: 'Hujjat rasmi (rasm, 5 MB gacha)',
    selfieStep: '2. Selfi',
    selfieImage: 'Hujjat bilan selfi (rasm, 5 MB gacha)',
    decisionStep: '3. Tekshiruvchi qarori',
    decisionNote: 'Simulyatsiya: haqiqiy provayderda bu qarorni tekshiruvchi chiqaradi.',
    approve: 'Tasdiqlash',
    reject: 'Rad etish',
    reasons: {
      document_unreadable: "Hujjatni o'qib bo'lmaydi",
      selfie_mismatch: 'Selfi mos kelmaydi',
      document_expired: 'Hujjat muddati tugagan',
    },
    submit: 'Yuborish',
    sending: 'Yuborilmoqda…',
    pending: 'Hujjatlar yuborildi. Tekshiruv bir necha soniya davom etadi…',
    approved: 'Shaxsingiz tasdiqlandi.',
    rejected: 'Tekshiruv rad etildi.',
    again: 'Hujjatlarni qayta yuborishingiz mumkin.',
    expired: 'Sessiya muddati tugadi. Tekshiruvni qaytadan oching.',
    badImage: 'Rasm faylini tanlang (JPEG, PNG, WebP yoki HEIC, 5 MB gacha).',
    badNumber: 'Hujjat raqamini kiriting (harflar va raqamlar).',
    refused: "Yuborib bo'lmadi. Qayta urinib ko'ring.",
  },
  ru: {
    title: 'Подтверждение личности',
    simulation:
      'Симуляция: тестовый провайдер проверки. Фото только проверяются и не сохраняются, решение выбираете вы.',
    intro: 'Загрузите фото документа и селфи, затем отправьте.',
    documentStep: '1. Документ',
    documentType: 'Тип документа',
    passport: 'Паспорт',
    idCard: 'ID-карта',
    documentNumber: 'Номер документа',
    documentImage: 'Фото документа (изображение до 5 МБ)',
    selfieStep: '2. Селфи',
    selfieImage: 'Селфи с документом (изображение до 5 МБ)',
    decisionStep: '3. Решение проверяющего',
    decisionNote: 'Симуляция: у настоящего провайдера это решение принимает проверяющий.',
    approve: 'Одобрить',
    reject: 'Отклонить',
    reasons: {
      document_unreadable: 'Документ нечитаем',
      selfie_mismatch: 'Селфи не совпадает',
      document_expired: 'Срок документа истёк',
    },
    submit: 'Отправить',
    sending: 'Отправляем…',
    pending: 'Документы отправлены. Проверка займёт несколько секунд…',
    approved: 'Личность подтверждена.',
    rejected: 'Проверка отклонена.',
    again: 'Можно отправить документы ещё раз.',
    expired: 'Сессия истекла. Откройте проверку заново.',
    badImage: 'Выберите файл изображения (JPEG, PNG, WebP или HEIC, до 5 МБ).',
    badNumber: 'Введите номер документа (буквы и цифры).',
    refused: 'Не удалось отправить. Попробуйте ещё раз.',
  },
};
