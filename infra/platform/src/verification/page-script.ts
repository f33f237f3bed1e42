// The one script of the simulated identity provider's frame (allowed by its hash). It checks
// the two images (an image, at most 5 MB) before sending, sends the form to the submit endpoint
// with the token, then polls the applicant until the review lands, and tells the page that
// frames it what happened (VerificationFrameMessage, to this same origin only).
import { ErrorType, VerificationFrameMessage } from '@omad/contract/api';
import { VERIFICATION } from '../config';

export const KYC_SCRIPT = `(function () {
  'use strict';
  var root = document.querySelector('[data-kyc]');
  if (!root) return;
  var texts = JSON.parse(root.getAttribute('data-texts') || '{}');
  var token = root.getAttribute('data-token') || '';
  var form = root.querySelector('[data-form]');
  var alertBox = root.querySelector('[data-alert]');
  var button = root.querySelector('[data-submit-button]');
  var comment = root.querySelector('[data-comment]');
  var tell = function (type) {
    if (window.parent !== window) window.parent.postMessage({ type: type }, window.location.origin);
  };
  var show = function (state) {
    root.setAttribute('data-state', state);
    var views = root.querySelectorAll('[data-view]');
    for (var i = 0; i < views.length; i += 1) {
      views[i].hidden = views[i].getAttribute('data-view') !== state;
    }
  };
  var showAlert = function (text) {
    alertBox.textContent = text || '';
    alertBox.hidden = !text;
  };
  var expire = function () {
    show('expired');
    tell(${JSON.stringify(VerificationFrameMessage.TokenExpired)});
  };
  var read = function (response) {
    return response.json().then(
      function (body) { return { ok: response.ok, body: body }; },
      function () { return { ok: false, body: null }; }
    );
  };
  var errorOf = function (answer) { return (answer.body && answer.body.error) || {}; };
  var poll = function () {
    var url = root.getAttribute('data-status') + '?token=' + encodeURIComponent(token) +
      '&locale=' + encodeURIComponent(document.documentElement.lang);
    fetch(url, { credentials: 'same-origin', cache: 'no-store' })
      .then(read)
      .then(function (answer) {
        if (!answer.ok) {
          if (errorOf(answer).type === ${JSON.stringify(ErrorType.Authorization)}) expire();
          else setTimeout(poll, 3000);
          return;
        }
        var applicant = answer.body.data;
        if (applicant.status === 'pending') {
          setTimeout(poll, 1500);
          return;
        }
        tell(${JSON.stringify(VerificationFrameMessage.Reviewed)});
        if (applicant.status === 'approved') {
          show('approved');
          return;
        }
        comment.textContent = [texts.rejected, applicant.comment || '', texts.again].join(' ');
        comment.hidden = false;
        show('form');
      })
      .catch(function () { setTimeout(poll, 3000); });
  };
  var isImage = function (file) {
    return !!file && typeof file === 'object' && file.size > 0 &&
      file.size <= ${VERIFICATION.maxImageBytes} && /^image\\//.test(file.type || '');
  };
  var idle = function () {
    button.disabled = false;
    button.textContent = texts.submit;
  };
  if (root.getAttribute('data-state') === 'expired') {
    tell(${JSON.stringify(VerificationFrameMessage.TokenExpired)});
    return;
  }
  if (root.getAttribute('data-state') === 'pending') poll();
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    showAlert('');
    var data = new FormData(form);
    if (!/^[A-Za-z0-9 .-]{1,32}$/.test(String(data.get('document_number') || '').trim())) {
      showAlert(texts.badNumber);
      return;
    }
    if (!isImage(data.get('document_file')) || !isImage(data.get('selfie_file'))) {
      showAlert(texts.badImage);
      return;
    }
    button.disabled = true;
    button.textContent = texts.sending;
    fetch(root.getAttribute('data-submit'), { method: 'POST', body: data, credentials: 'same-origin' })
      .then(read)
      .then(function (answer) {
        idle();
        if (answer.ok) {
          form.reset();
          comment.hidden = true;
          show('pending');
          tell(${JSON.stringify(VerificationFrameMessage.Submitted)});
          poll();
          return;
        }
        var error = errorOf(answer);
        if (error.type === ${JSON.stringify(ErrorType.Authorization)}) {
          expire();
          return;
        }
        var fields = error.error_data || {};
        showAlert(fields.document_file || fields.selfie_file ? texts.badImage
          : fields.document_number ? texts.badNumber : texts.refused);
      })
      .catch(function () {
        idle();
        showAlert(texts.refused);
      });
  });
})();`;
