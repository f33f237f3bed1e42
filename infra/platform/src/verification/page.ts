// The simulated identity provider's frame: self-contained HTML (inline style, one script by
// hash, nothing from elsewhere), labelled as a simulation in both languages. Steps: the
// document (type, number, an image), a selfie, and the reviewer's decision a tester chooses;
// then a pending state until the review lands. Its views are all in the page; the script shows
// one at a time (data-state), starting from the one the server chose.
import type { Locale } from '../config';
import { escapeHtml, frameDocument } from '../game-frames/html';
import { REJECTION_REASONS } from '../domain/verification';
import { KYC_SCRIPT } from './page-script';
import { VERIFICATION_TEXTS } from './texts';

export type FrameState = 'form' | 'pending' | 'approved' | 'expired';

export interface KycPage {
  readonly locale: Locale;
  readonly state: FrameState;
  /** The access token; empty when it is expired or not valid. */
  readonly token: string;
  /** The reviewer's words after a rejection, in the page's language. */
  readonly comment: string | null;
  readonly submitUrl: string;
  readonly statusUrl: string;
}

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, sans-serif; background: #141726; color: #eef0f7; }
  main { max-width: 520px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 20px; margin: 8px 0; }
  .badge { display: inline-block; margin: 0; padding: 3px 10px; border-radius: 6px;
    background: #ffd35c; color: #1d1a10; font-weight: 700; font-size: 13px; }
  .note, .muted { color: #aeb4cc; font-size: 13px; }
  fieldset { border: 1px solid #2f3550; border-radius: 10px; margin: 12px 0; padding: 10px 12px; }
  legend { font-weight: 700; padding: 0 4px; }
  label { display: block; margin: 8px 0; }
  input:not([type=radio]), select { display: block; width: 100%; margin-top: 4px; min-height: 40px;
    padding: 8px; border-radius: 8px; border: 1px solid #3b4263; background: #1d2135; color: inherit; }
  .choice { display: flex; gap: 8px; align-items: center; }
  button { width: 100%; min-height: 46px; border: 0; border-radius: 10px; background: #2fbf71;
    color: #08150e; font-size: 16px; font-weight: 700; cursor: pointer; }
  button:disabled { opacity: .6; cursor: progress; }
  :focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
  .alert { color: #ff8a8a; } .comment { color: #ffcf7a; }
  .state { font-size: 17px; padding: 16px 0; }`;

const option = (value: string, label: string) =>
  `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;

const formView = (page: KycPage): string => {
  const t = VERIFICATION_TEXTS[page.locale];
  const comment = page.comment === null ? '' : `${t.rejected} ${page.comment} ${t.again}`;
  const reasons = Object.keys(REJECTION_REASONS)
    .map((reason) => option(reason, t.reasons[reason as keyof typeof t.reasons]))
    .join('');
  return `<section data-view="form"${page.state === 'form' ? '' : ' hidden'}>
<p class="comment" data-comment role="status"${comment ? '' : ' hidden'}>${escapeHtml(comment)}</p>
<p>${escapeHtml(t.intro)}</p>
<form data-form novalidate>
<input type="hidden" name="token" value="${escapeHtml(page.token)}">
<fieldset><legend>${escapeHtml(t.documentStep)}</legend>
<label>${escapeHtml(t.documentType)}<select name="document_type">${option('passport', t.passport)}${option('id_card', t.idCard)}</select></label>
<label>${escapeHtml(t.documentNumber)}<input name="document_number" maxlength="32" autocomplete="off" required></label>
<label>${escapeHtml(t.documentImage)}<input type="file" name="document_file" accept="image/*" required></label>
</fieldset>
<fieldset><legend>${escapeHtml(t.selfieStep)}</legend>
<label>${escapeHtml(t.selfieImage)}<input type="file" name="selfie_file" accept="image/*" capture="user" required></label>
</fieldset>
<fieldset><legend>${escapeHtml(t.decisionStep)}</legend>
<p class="muted">${escapeHtml(t.decisionNote)}</p>
<label class="choice"><input type="radio" name="decision" value="approve" checked>${escapeHtml(t.approve)}</label>
<label class="choice"><input type="radio" name="decision" value="reject">${escapeHtml(t.reject)}</label>
<label>${escapeHtml(t.reject)}<select name="reason">${reasons}</select></label>
</fieldset>
<p class="alert" data-alert role="alert" hidden></p>
<button type="submit" data-submit-button>${escapeHtml(t.submit)}</button>
</form>
</section>`;
};

const stateView = (page: KycPage, state: FrameState, text: string, role: string): string =>
  `<section data-view="${state}"${page.state === state ? '' : ' hidden'}><p class="state" role="${role}">${escapeHtml(text)}</p></section>`;

export const kycPage = (page: KycPage): string => {
  const t = VERIFICATION_TEXTS[page.locale];
  const scriptTexts = {
    submit: t.submit,
    sending: t.sending,
    rejected: t.rejected,
    again: t.again,
    badImage: t.badImage,
    badNumber: t.badNumber,
    refused: t.refused,
  };
  const body = `<main data-kyc data-state="${page.state}" data-token="${escapeHtml(page.token)}" data-submit="${escapeHtml(page.submitUrl)}" data-status="${escapeHtml(page.statusUrl)}" data-texts="${escapeHtml(JSON.stringify(scriptTexts))}">
<p class="badge" role="note" data-simulation-label>Simulyatsiya / Симуляция</p>
<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.simulation)}</p>
${formView(page)}
${stateView(page, 'pending', t.pending, 'status')}
${stateView(page, 'approved', t.approved, 'status')}
${stateView(page, 'expired', t.expired, 'alert')}
</main>`;
  return frameDocument({
    locale: page.locale,
    title: `${t.title} — Simulyatsiya / Симуляция`,
    style: STYLE,
    body,
    script: KYC_SCRIPT,
  });
};
