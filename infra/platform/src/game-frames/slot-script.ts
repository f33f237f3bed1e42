// The slot frame's only script, inlined and allowed by its hash (the same in every page: what
// differs comes from data-* attributes). A spin POSTs { token, round_id, bet } as text/plain
// JSON (a simple request: the sandboxed frame's origin is "null", so no cookie, no preflight)
// to the round endpoint; the answer's reels, win and balance are shown. A spin that got no
// answer keeps its round id, and the button sends that same spin again, so a retry never
// plays twice. After each round the frame tells the page it runs in (window.parent), with no
// data: the page refetches the balance; a real-money bet that did not fit says so too. With real
// money the page carries the wallet (data-wallet, and every round answers it anew): the meter
// shows the balance the next spin stakes (bonus money while the bonus's covers the bet), and
// while a pack of free spins is left its count, with the bet fixed at the pack's.
import { ErrorType, GameFrameMessage } from '@omad/contract/api';

export const SLOT_SCRIPT = `(function () {
  'use strict';
  var root = document.querySelector('[data-slot]');
  if (!root || !root.dataset.token) return;
  var texts = JSON.parse(root.dataset.texts || '{}');
  var spin = root.querySelector('[data-spin]');
  var result = root.querySelector('[data-result]');
  var alertBox = root.querySelector('[data-alert]');
  var balance = root.querySelector('[data-balance]');
  var balanceLabel = root.querySelector('[data-balance-label]');
  var freespinsBox = root.querySelector('[data-freespins]');
  var wallet = root.dataset.wallet ? JSON.parse(root.dataset.wallet) : null;
  var reels = Array.prototype.slice.call(root.querySelectorAll('[data-reel] svg'));
  var chips = Array.prototype.slice.call(root.querySelectorAll('button[data-bet]'));
  var pressed = chips.filter(function (chip) { return chip.getAttribute('aria-pressed') === 'true'; })[0];
  var bet = (pressed || chips[0]).dataset.bet;
  var pending = null;
  var ended = false;
  var MIN_SPIN_MS = 450;

  var group = function (decimal) {
    var parts = String(decimal).split('.');
    var whole = parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return parts[1] && parts[1] !== '00' ? whole + '.' + parts[1] : whole;
  };
  var money = function (decimal) { return group(decimal) + ' ' + root.dataset.currency; };

  var newRoundId = function () {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (byte) {
      return ('0' + byte.toString(16)).slice(-2);
    }).join('');
  };

  var tell = function (type) {
    if (window.parent !== window) window.parent.postMessage({ type: type }, '*');
  };

  var showAlert = function (text) {
    alertBox.textContent = text || '';
    alertBox.hidden = !text;
  };

  var fixedBet = function () { return Boolean(wallet && wallet.freespins); };

  // The same rule as shownBalance in slot-page.ts.
  var render = function () {
    if (!wallet) return;
    var free = wallet.freespins;
    if (free) {
      bet = free.bet;
      chips.forEach(function (chip) {
        chip.setAttribute('aria-pressed', String(chip.dataset.bet === bet));
      });
    }
    var bonus = wallet.bonus !== null && (Boolean(free) || Number(wallet.bonus) >= Number(bet));
    balanceLabel.textContent = bonus ? texts.bonusBalance : texts.balance;
    balance.textContent = money(bonus ? wallet.bonus : wallet.main);
    freespinsBox.hidden = !free;
    freespinsBox.textContent = free ? texts.freespins.replace('{count}', String(free.count)) : '';
  };

  var setBusy = function (busy) {
    root.classList.toggle('is-spinning', busy);
    spin.disabled = busy || ended;
    spin.textContent = busy ? texts.spinning : pending ? texts.retry : texts.spin;
    chips.forEach(function (chip) {
      chip.disabled = busy || ended || pending !== null || fixedBet();
    });
  };

  var showRound = function (round) {
    reels.forEach(function (icon, index) {
      var symbol = round.reels[index];
      icon.querySelector('use').setAttribute('href', '#sym-' + symbol);
      icon.setAttribute('aria-label', texts.symbols[symbol] || symbol);
      icon.dataset.symbol = symbol;
    });
    var won = round.win !== '0.00';
    result.textContent = won ? texts.won.replace('{amount}', money(round.win)) : texts.lost;
    result.classList.toggle('result--win', won);
    root.classList.toggle('is-won', won);
    balance.textContent = money(round.balance_after);
    if (round.wallet) {
      wallet = round.wallet;
      render();
    }
    root.dataset.lastRound = round.round_id;
  };

  var refuse = function (error) {
    var type = error && error.type;
    if (type === ${JSON.stringify(ErrorType.UserNeedDeposit)}) {
      var real = root.dataset.mode === 'real';
      showAlert(real ? texts.insufficientReal : texts.insufficientDemo);
      if (real) tell(${JSON.stringify(GameFrameMessage.InsufficientFunds)});
    } else if (
      type === ${JSON.stringify(ErrorType.Authorization)} ||
      type === ${JSON.stringify(ErrorType.UserBanned)}
    ) {
      ended = true;
      showAlert(texts.sessionEnded);
    } else if (type === ${JSON.stringify(ErrorType.ResponsibleGamingRestriction)}) {
      ended = true;
      showAlert(texts.restricted);
    } else {
      showAlert(texts.refused);
    }
  };

  var send = function () {
    var started = Date.now();
    var round = pending;
    setBusy(true);
    showAlert('');
    var settle = function (work) {
      setTimeout(function () {
        work();
        setBusy(false);
      }, Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
    };
    fetch(root.dataset.endpoint, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ token: root.dataset.token, round_id: round.round_id, bet: round.bet })
    })
      .then(function (response) { return response.json(); })
      .then(
        function (body) {
          settle(function () {
            pending = null;
            if (body && body.data) {
              showRound(body.data);
              tell(${JSON.stringify(GameFrameMessage.Round)});
            } else {
              refuse(body && body.error);
            }
          });
        },
        function () {
          settle(function () { showAlert(texts.networkError); });
        }
      );
  };

  spin.addEventListener('click', function () {
    if (root.classList.contains('is-spinning') || ended) return;
    if (!pending) pending = { round_id: newRoundId(), bet: bet };
    send();
  });

  chips.forEach(function (chip) {
    chip.addEventListener('click', function () {
      if (pending || fixedBet()) return;
      bet = chip.dataset.bet;
      chips.forEach(function (other) { other.setAttribute('aria-pressed', String(other === chip)); });
      render();
    });
  });
  // The page draws Spin disabled: it works from here on, not before this script has run.
  render();
  setBusy(false);
})();`;
