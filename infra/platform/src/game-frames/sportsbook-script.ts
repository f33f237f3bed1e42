// The sportsbook frame's only script, inlined and allowed by its hash (the same in both
// languages: the words, the book and the player's seat come from the page's JSON data block).
// It draws the book by sport and league, polls the book's GET every POLL_MS while the frame
// is visible (live scores, prices that drift, fixtures that open and close), keeps the bet
// slip, and for a signed-in player places bets, lists them and cashes singles out through the
// book's endpoints, posting text/plain JSON with the frame's token (a sandboxed frame has the
// origin "null": no cookie, no preflight). Money and odds are counted in BigInt hundredths,
// never in floats. A placement that got no answer keeps its request id, and "retry" sends the
// same one: a retry never places twice. While the player has open bets, their list is polled
// too, so a settlement shows. What the page must know goes to window.parent: a bet, cash-out
// or settlement moved the balance, a guest wants to sign in, the player wants to deposit.
import { ErrorType, GameFrameMessage } from '@omad/contract/api';

export const SPORTSBOOK_POLL_MS = 15_000;

export const SPORTSBOOK_SCRIPT = `(function () {
  'use strict';
  var dataNode = document.getElementById('sportsbook-data');
  if (!dataNode) return;
  var data = JSON.parse(dataNode.textContent);
  var T = data.texts;
  var book = data.book;
  var wallet = data.wallet;
  var seat = data.seat;
  var clockBase = data.now - Date.now();
  var filter = 'all';
  var picks = [];
  var pending = null;
  var busy = false;
  var ended = false;
  var lastOdds = new Map();
  var openCount = null;
  var MAX_LEGS = 10;
  var TZ = 'Asia/Tashkent';

  var $ = function (selector, root) { return (root || document).querySelector(selector); };
  var node = function (tag, className, text) {
    var element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined && text !== null) element.textContent = text;
    return element;
  };
  var fill = function (text, values) {
    return Object.keys(values).reduce(function (out, name) {
      return out.split('{' + name + '}').join(values[name]);
    }, text);
  };
  var tell = function (type) {
    if (window.parent !== window) window.parent.postMessage({ type: type }, '*');
  };
  var now = function () { return Date.now() + clockBase; };

  // Money and odds: decimal strings with two places, counted as BigInt hundredths.
  var cents = function (decimal) {
    var parts = String(decimal).split('.');
    return BigInt(parts[0]) * 100n + BigInt(((parts[1] || '') + '00').slice(0, 2));
  };
  var decimalOf = function (value) {
    var text = value.toString().padStart(3, '0');
    return text.slice(0, -2) + '.' + text.slice(-2);
  };
  var group = function (decimal) {
    var parts = String(decimal).split('.');
    var whole = parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return parts[1] && parts[1] !== '00' ? whole + '.' + parts[1] : whole;
  };
  var money = function (decimal) { return group(decimal) + ' ' + (wallet ? wallet.currency : ''); };
  var STAKE = /^\\d{1,12}(\\.\\d{1,2})?$/;
  var stakeCents = function () {
    var input = $('[data-stake]');
    var text = input ? input.value.replace(/[\\s,]/g, '') : '';
    return STAKE.test(text) ? cents(text) : null;
  };
  var combined = function () {
    if (picks.length === 0) return null;
    var product = picks.reduce(function (total, leg) { return total * cents(leg.accepted); }, 1n);
    return product / 100n ** BigInt(picks.length - 1);
  };

  // Names of things.
  var dayOf = function (time) { return new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(time); };
  var kickoffLabel = function (time) {
    var clock = new Intl.DateTimeFormat('ru', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(time);
    var today = now();
    if (dayOf(time) === dayOf(today)) return T.today + ', ' + clock;
    if (dayOf(time) === dayOf(today + 86400000)) return T.tomorrow + ', ' + clock;
    var day = dayOf(time).split('-');
    return fill(T.date, { day: String(Number(day[2])), month: T.months[Number(day[1]) - 1] }) + ', ' + clock;
  };
  var signedLine = function (value) {
    return (value > 0 ? '+' : value < 0 ? '\\u2212' : '') + Math.abs(value).toFixed(1);
  };
  var handicap = function (selection) {
    var home = Number(selection.line);
    return signedLine(selection.pick === 'home' ? home : -home);
  };
  var shortLabel = function (selection) {
    if (selection.market === 'result') {
      return selection.pick === 'home' ? '1' : selection.pick === 'away' ? '2' : 'X';
    }
    if (selection.market === 'total') {
      return (selection.pick === 'over' ? T.over : T.under) + ' ' + selection.line;
    }
    return (selection.pick === 'home' ? '1' : '2') + ' (' + handicap(selection) + ')';
  };
  var longLabel = function (fixture, selection) {
    var team = selection.pick === 'home' ? fixture.home : fixture.away;
    if (selection.market === 'result') {
      return selection.pick === 'draw' ? T.draw : fill(T.wins, { team: team });
    }
    if (selection.market === 'total') {
      return T.markets.total + ': ' + (selection.pick === 'over' ? T.over : T.under) + ' ' + selection.line;
    }
    return T.markets.handicap + ': ' + team + ' (' + handicap(selection) + ')';
  };
  var eventName = function (fixture) { return fixture.home + ' \\u2013 ' + fixture.away; };
  var keyOf = function (fixtureId, selection) {
    return fixtureId + ':' + selection.market + ':' + selection.pick;
  };
  var priceOf = function (key) {
    for (var i = 0; i < book.length; i += 1) {
      var fixture = book[i];
      for (var j = 0; j < fixture.prices.length; j += 1) {
        var price = fixture.prices[j];
        if (keyOf(fixture.id, price.selection) === key) return { fixture: fixture, price: price };
      }
    }
    return null;
  };

  // The book.
  var visible = function (fixture) {
    if (filter === 'all') return true;
    if (filter === 'live') return fixture.status === 'live';
    return fixture.sport === filter;
  };
  var filterButton = function (value, label, count) {
    var button = node('button', 'filter');
    button.type = 'button';
    button.dataset.filter = value;
    button.setAttribute('aria-pressed', String(filter === value));
    button.appendChild(document.createTextNode(label + ' '));
    button.appendChild(node('span', 'filter__count', String(count)));
    return button;
  };
  var renderFilters = function () {
    var live = book.filter(function (fixture) { return fixture.status === 'live'; }).length;
    var bySport = data.sports.map(function (sport) {
      return { sport: sport, count: book.filter(function (fixture) { return fixture.sport === sport; }).length };
    }).filter(function (entry) { return entry.count > 0; });
    var known = ['all'].concat(live > 0 ? ['live'] : [], bySport.map(function (entry) { return entry.sport; }));
    if (known.indexOf(filter) < 0) filter = 'all';
    var buttons = [filterButton('all', T.allSports, book.length)];
    if (live > 0) buttons.push(filterButton('live', T.live, live));
    bySport.forEach(function (entry) { buttons.push(filterButton(entry.sport, T.sports[entry.sport], entry.count)); });
    $('[data-filters]').replaceChildren.apply($('[data-filters]'), buttons);
  };
  var priceButton = function (fixture, price) {
    var key = keyOf(fixture.id, price.selection);
    var button = node('button', 'price');
    button.type = 'button';
    button.dataset.key = key;
    var label = eventName(fixture) + ': ' + longLabel(fixture, price.selection);
    var chosen = picks.some(function (leg) { return leg.key === key; });
    button.setAttribute('aria-pressed', String(chosen));
    button.appendChild(node('span', 'price__pick', shortLabel(price.selection)));
    if (price.odds === null) {
      button.disabled = true;
      button.appendChild(node('span', 'price__odds', '\\u2014'));
      button.setAttribute('aria-label', label + ', ' + T.suspended);
      return button;
    }
    button.dataset.odds = price.odds;
    var before = lastOdds.get(key);
    if (before && before !== price.odds) {
      button.dataset.moved = cents(price.odds) > cents(before) ? 'up' : 'down';
    }
    button.appendChild(node('span', 'price__odds', price.odds));
    button.setAttribute('aria-label', label + ', ' + T.oddsOf + ' ' + price.odds);
    return button;
  };
  var market = function (fixture, name) {
    var prices = fixture.prices.filter(function (price) { return price.selection.market === name; });
    var box = node('div', 'market');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', T.markets[name]);
    box.appendChild(node('span', 'market__name', T.markets[name]));
    var row = node('div', 'market__prices market__prices--' + prices.length);
    prices.forEach(function (price) { row.appendChild(priceButton(fixture, price)); });
    box.appendChild(row);
    return box;
  };
  var card = function (fixture) {
    var item = node('li', 'match');
    item.dataset.fixture = fixture.id;
    item.dataset.status = fixture.status;
    var meta = node('p', 'match__meta');
    if (fixture.status === 'live') {
      meta.appendChild(node('span', 'match__live', T.live));
      if (fixture.minute !== null) meta.appendChild(node('span', 'match__minute', fill(T.minute, { minute: fixture.minute })));
    } else {
      var time = node('time', 'match__time', kickoffLabel(fixture.kickoff));
      time.dateTime = new Date(fixture.kickoff).toISOString();
      meta.appendChild(time);
    }
    item.appendChild(meta);
    var teams = node('div', 'match__teams');
    [['home', fixture.home], ['away', fixture.away]].forEach(function (side) {
      var row = node('p', 'team');
      row.appendChild(node('span', 'team__name', side[1]));
      if (fixture.score) row.appendChild(node('b', 'team__score', String(fixture.score[side[0]])));
      teams.appendChild(row);
    });
    item.appendChild(teams);
    var markets = node('div', 'markets');
    ['result', 'total', 'handicap'].forEach(function (name) { markets.appendChild(market(fixture, name)); });
    item.appendChild(markets);
    return item;
  };
  var renderBook = function () {
    var focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset : {};
    var focusKey = focused.key || null;
    var focusFilter = focused.filter || null;
    renderFilters();
    var shown = book.filter(visible);
    var sports = data.sports.map(function (sport) {
      var fixtures = shown.filter(function (fixture) { return fixture.sport === sport; });
      if (fixtures.length === 0) return null;
      var section = node('section', 'sport');
      section.dataset.sport = sport;
      section.appendChild(node('h2', 'sport__title', T.sports[sport]));
      var leagues = [];
      fixtures.forEach(function (fixture) {
        if (leagues.indexOf(fixture.league) < 0) leagues.push(fixture.league);
      });
      leagues.forEach(function (league) {
        var box = node('div', 'league');
        box.appendChild(node('h3', 'league__title', league));
        var list = node('ul', 'matches');
        fixtures.filter(function (fixture) { return fixture.league === league; }).forEach(function (fixture) {
          list.appendChild(card(fixture));
        });
        box.appendChild(list);
        section.appendChild(box);
      });
      return section;
    }).filter(Boolean);
    var target = $('[data-fixtures]');
    if (sports.length === 0) target.replaceChildren(node('p', 'book__empty', T.noEvents));
    else target.replaceChildren.apply(target, sports);
    book.forEach(function (fixture) {
      fixture.prices.forEach(function (price) {
        if (price.odds !== null) lastOdds.set(keyOf(fixture.id, price.selection), price.odds);
      });
    });
    var again = focusKey ? $('[data-key="' + focusKey + '"]') : focusFilter ? $('[data-filter="' + focusFilter + '"]') : null;
    if (again) again.focus();
  };

  // The wallet in the header.
  var renderWallet = function () {
    if (!wallet || !$('[data-wallet]')) return;
    $('[data-balance]').textContent = money(wallet.main);
    var bonus = cents(wallet.betting_bonus) > 0n;
    $('[data-bonus-item]').hidden = !bonus;
    $('[data-bonus]').textContent = money(wallet.betting_bonus);
    var funds = $('[data-funds]');
    var chosenBonus = $('input[name="funds"][value="betting_bonus"]');
    if (funds) funds.hidden = !bonus && !(chosenBonus && chosenBonus.checked);
  };

  // The slip.
  var slip = $('[data-slip]');
  var alertBox = $('[data-slip-alert]');
  var status = $('[data-slip-status]');
  var placeButton = $('[data-place]');
  var showAlert = function (text, deposit) {
    if (!alertBox) { status.textContent = text || ''; return; }
    $('[data-slip-alert-text]').textContent = text || '';
    alertBox.hidden = !text;
    $('[data-deposit]').hidden = !deposit;
  };
  var say = function (text) { status.textContent = text || ''; };
  var moved = function (leg) { return leg.current !== null && leg.current !== leg.accepted; };
  var covered = function (leg) {
    var accept = $('[data-accept]') ? $('[data-accept]').value : 'none';
    if (!moved(leg)) return true;
    return accept === 'any' || (accept === 'higher' && cents(leg.current) > cents(leg.accepted));
  };
  var legItem = function (leg) {
    var row = node('li', 'slip__item');
    row.dataset.slipItem = leg.key;
    if (leg.closed) row.dataset.closed = 'true';
    var what = node('div', 'slip__what');
    what.appendChild(node('span', 'slip__event', leg.event));
    what.appendChild(node('span', 'slip__pick', leg.label));
    row.appendChild(what);
    var odds = node('span', 'slip__odds');
    if (leg.closed) odds.textContent = '\\u2014';
    else if (moved(leg)) {
      odds.appendChild(node('s', 'slip__was', leg.accepted));
      odds.appendChild(node('b', 'slip__now', ' ' + leg.current));
      odds.dataset.moved = cents(leg.current) > cents(leg.accepted) ? 'up' : 'down';
    } else odds.textContent = leg.accepted;
    row.appendChild(odds);
    var remove = node('button', 'slip__remove', '\\u00d7');
    remove.type = 'button';
    remove.dataset.remove = leg.key;
    remove.setAttribute('aria-label', T.remove + ': ' + leg.event);
    row.appendChild(remove);
    return row;
  };
  var renderSlip = function () {
    var list = $('[data-slip-list]');
    list.replaceChildren.apply(list, picks.map(legItem));
    var total = combined();
    $('[data-slip-odds]').textContent = total === null ? '\\u2014' : decimalOf(total);
    $('[data-slip-count]').textContent = String(picks.length);
    $('[data-slip-kind]').textContent = picks.length === 0 ? '' : picks.length === 1 ? T.single : T.accumulator;
    $('[data-slip-empty]').hidden = picks.length > 0;
    $('[data-slip-clear]').hidden = picks.length === 0;
    slip.dataset.count = String(picks.length);
    var form = $('[data-slip-form]');
    if (!form) return;
    form.hidden = picks.length === 0;
    var stake = stakeCents();
    var bounds = data.bounds;
    var inRange = stake !== null && stake >= cents(bounds.min) && stake <= cents(bounds.max);
    var hint = $('[data-stake-hint]');
    hint.textContent = fill(T.stakeRange, { min: money(bounds.min), max: money(bounds.max) });
    hint.dataset.invalid = String($('[data-stake]').value !== '' && !inRange);
    $('[data-stake]').setAttribute('aria-invalid', hint.dataset.invalid);
    $('[data-potential]').textContent = inRange && total !== null ? money(decimalOf((stake * total) / 100n)) : '\\u2014';
    var closed = picks.some(function (leg) { return leg.closed; });
    var asks = picks.some(function (leg) { return !covered(leg); });
    placeButton.disabled = busy || ended || !inRange || closed || picks.length === 0;
    placeButton.textContent = busy ? T.placing : pending ? T.retry : asks ? T.acceptAndPlace : T.place;
  };
  var syncPicks = function () {
    picks.forEach(function (leg) {
      var found = priceOf(leg.key);
      leg.closed = !found || found.price.odds === null;
      leg.current = found && found.price.odds !== null ? found.price.odds : null;
    });
  };
  var choose = function (key) {
    if (seat === 'guest') {
      say(T.signInToBet);
      tell(${JSON.stringify(GameFrameMessage.SignIn)});
      return;
    }
    if (seat !== 'player') {
      say(seat === 'blocked' ? T.blocked : T.restricted);
      return;
    }
    var found = priceOf(key);
    if (!found || found.price.odds === null) return;
    var index = picks.findIndex(function (leg) { return leg.key === key; });
    pending = null;
    showAlert('');
    say('');
    if (index >= 0) picks.splice(index, 1);
    else {
      var same = picks.findIndex(function (leg) { return leg.fixtureId === found.fixture.id; });
      var leg = {
        key: key,
        fixtureId: found.fixture.id,
        market: found.price.selection.market,
        pick: found.price.selection.pick,
        accepted: found.price.odds,
        current: found.price.odds,
        closed: false,
        event: eventName(found.fixture),
        label: longLabel(found.fixture, found.price.selection)
      };
      if (same >= 0) picks[same] = leg;
      else if (picks.length >= MAX_LEGS) { say(T.tooManyLegs); return; }
      else picks.push(leg);
    }
    document.querySelectorAll('button[data-key]').forEach(function (button) {
      button.setAttribute('aria-pressed', String(picks.some(function (leg) { return leg.key === button.dataset.key; })));
    });
    renderSlip();
  };

  var drop = function (key) {
    picks = picks.filter(function (leg) { return leg.key !== key; });
    pending = null;
    showAlert('');
    renderBook();
    renderSlip();
    $('[data-slip-title]').focus();
  };

  // Talking to the book.
  var post = function (path, body) {
    body.token = data.token;
    body.locale = data.locale;
    return fetch(data.endpoint + path, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body)
    }).then(function (response) { return response.json(); });
  };
  var newRequestId = function () {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (byte) { return ('0' + byte.toString(16)).slice(-2); }).join('');
  };
  var fieldCode = function (error, field) {
    var codes = error && error.error_data && error.error_data[field];
    return codes && codes[0];
  };
  var endSession = function (text) {
    ended = true;
    showAlert(text);
  };
  var refused = function (error) {
    var type = error && error.type;
    if (type === ${JSON.stringify(ErrorType.UserNeedDeposit)}) return showAlert(T.insufficient, true);
    if (type === ${JSON.stringify(ErrorType.Authorization)}) return endSession(T.sessionEnded);
    if (type === ${JSON.stringify(ErrorType.UserBanned)}) return endSession(T.blocked);
    if (type === ${JSON.stringify(ErrorType.ResponsibleGamingRestriction)}) return endSession(T.restricted);
    if (fieldCode(error, 'odds') === 'INVALID' && error.data && error.data.odds) {
      picks.forEach(function (leg) {
        if (error.data.odds[leg.key]) leg.current = error.data.odds[leg.key];
      });
      return showAlert(T.oddsMoved);
    }
    if (fieldCode(error, 'stake') === 'OUT_OF_RANGE') {
      return showAlert(fill(T.stakeRange, { min: money(data.bounds.min), max: money(data.bounds.max) }));
    }
    if (fieldCode(error, 'funds') === 'INSUFFICIENT') return showAlert(T.insufficientBonus);
    if (fieldCode(error, 'legs')) {
      showAlert(T.closedLeg);
      return loadBook();
    }
    showAlert(T.refused);
  };
  var place = function () {
    if (busy || ended) return;
    if (!pending) {
      picks.forEach(function (leg) { if (!covered(leg)) leg.accepted = leg.current; });
      var funds = $('input[name="funds"]:checked');
      pending = {
        request_id: newRequestId(),
        stake: decimalOf(stakeCents()),
        funds: funds ? funds.value : 'main',
        accept: $('[data-accept]').value,
        legs: picks.map(function (leg) {
          return { fixture_id: leg.fixtureId, market: leg.market, pick: leg.pick, odds: leg.accepted };
        })
      };
    }
    busy = true;
    showAlert('');
    say('');
    renderSlip();
    var request = pending;
    post('/place', {
      request_id: request.request_id,
      stake: request.stake,
      funds: request.funds,
      accept: request.accept,
      legs: JSON.stringify(request.legs)
    }).then(function (body) {
      busy = false;
      pending = null;
      if (body && body.data) {
        if (body.data.wallet) wallet = body.data.wallet;
        picks = [];
        renderWallet();
        renderBook();
        say(fill(T.placed, { id: body.data.bet ? String(body.data.bet.id) : '' }));
        tell(${JSON.stringify(GameFrameMessage.Round)});
        loadBets();
      } else refused(body && body.error);
      renderSlip();
    }, function () {
      busy = false;
      showAlert(T.networkError);
      renderSlip();
    });
  };

  // The player's bets.
  var legLine = function (leg) {
    var row = node('li', 'leg');
    row.dataset.result = leg.result;
    var fixture = { home: leg.home, away: leg.away };
    row.appendChild(node('span', 'leg__event', eventName(fixture)));
    row.appendChild(node('span', 'leg__pick', longLabel(fixture, leg) + ' @ ' + leg.odds));
    if (leg.score) row.appendChild(node('span', 'leg__score', leg.score.home + ':' + leg.score.away));
    return row;
  };
  var sum = function (list, label, value) {
    list.appendChild(node('dt', '', label));
    list.appendChild(node('dd', '', value));
  };
  var betCard = function (bet) {
    var item = node('li', 'bet');
    item.dataset.bet = String(bet.id);
    item.dataset.status = bet.status;
    var head = node('p', 'bet__head');
    head.appendChild(node('span', 'bet__kind', bet.kind === 'single' ? T.single : T.accumulator));
    head.appendChild(node('span', 'bet__id', T.betNumber + bet.id));
    head.appendChild(node('span', 'bet__status', T.status[bet.status]));
    item.appendChild(head);
    var legs = node('ul', 'bet__legs');
    bet.legs.forEach(function (leg) { legs.appendChild(legLine(leg)); });
    item.appendChild(legs);
    var sums = node('dl', 'bet__sums');
    sum(sums, T.stake, money(bet.stake) + (bet.funds === 'betting_bonus' ? ' (' + T.fundsBonus + ')' : ''));
    sum(sums, T.totalOdds, bet.odds);
    if (bet.status === 'open') sum(sums, T.potentialWin, money(bet.potential_win));
    else sum(sums, T.payout, money(bet.payout || '0.00'));
    item.appendChild(sums);
    if (bet.cashout) {
      var button = node('button', 'button button--small', fill(T.cashout, { amount: money(bet.cashout) }));
      button.type = 'button';
      button.dataset.cashout = String(bet.id);
      button.dataset.quote = bet.cashout;
      item.appendChild(button);
    }
    return item;
  };
  var betGroup = function (title, bets) {
    var box = node('section', 'bets__group');
    box.appendChild(node('h2', 'sport__title', title));
    if (bets.length === 0) box.appendChild(node('p', 'bets__empty', T.noBets));
    else {
      var list = node('ul', 'bets__list');
      bets.forEach(function (bet) { list.appendChild(betCard(bet)); });
      box.appendChild(list);
    }
    return box;
  };
  var betsNotice = null;
  var lastBets = { open: [], settled: [] };
  var renderBets = function (answer) {
    lastBets = answer;
    var target = $('[data-bets]');
    var parts = [];
    // A notice says what the last cash-out did, until the next answer replaces the list.
    if (betsNotice) parts.push(node('p', 'bets__notice', betsNotice));
    betsNotice = null;
    parts.push(betGroup(T.open, answer.open), betGroup(T.settled, answer.settled));
    target.replaceChildren.apply(target, parts);
    openCount = answer.open.length;
    $('[data-open-count]').textContent = openCount > 0 ? String(openCount) : '';
  };
  var loadBets = function () {
    if (seat !== 'player' || ended) return Promise.resolve();
    return post('/bets', {}).then(function (body) {
      if (body && body.data) {
        var before = wallet;
        wallet = body.data.wallet || wallet;
        // A bet settled or voided since: the page's balance moves with the frame's.
        if (before && (before.main !== wallet.main || before.betting_bonus !== wallet.betting_bonus)) {
          tell(${JSON.stringify(GameFrameMessage.Round)});
        }
        renderWallet();
        renderBets(body.data);
      } else refused(body && body.error);
    }, function () {});
  };
  var cashOut = function (button) {
    button.disabled = true;
    post('/cashout', { bet_id: button.dataset.cashout, quote: button.dataset.quote }).then(function (body) {
      if (body && body.data) {
        wallet = body.data.wallet || wallet;
        betsNotice = fill(T.cashedOut, { amount: money(body.data.payout) });
        tell(${JSON.stringify(GameFrameMessage.Round)});
      } else {
        var error = body && body.error;
        betsNotice = fieldCode(error, 'quote') === 'INVALID' ? T.cashoutChanged : T.refused;
      }
      return loadBets();
    }, function () {
      betsNotice = T.networkError;
      renderBets(lastBets);
    });
  };

  var showTab = function (name) {
    document.querySelectorAll('[data-tab]').forEach(function (tab) {
      var on = tab.dataset.tab === name;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on) tab.focus();
    });
    document.querySelectorAll('[data-view]').forEach(function (view) {
      view.hidden = view.dataset.view !== name;
    });
    document.body.dataset.tab = name;
    if (name === 'bets') loadBets();
  };

  var loadBook = function () {
    return fetch(data.endpoint + '/book?locale=' + data.locale, { credentials: 'omit' })
      .then(function (response) { return response.json(); })
      .then(function (body) {
        if (!body || !body.data) return;
        clockBase = Date.parse(body.data.now) - Date.now();
        book = body.data.fixtures;
        syncPicks();
        renderBook();
        renderSlip();
      }, function () {});
  };
  var poll = function () {
    if (document.hidden) return;
    loadBook();
    if (document.body.dataset.tab === 'bets' || openCount > 0) loadBets();
  };

  document.body.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    var set = button.dataset;
    if (set.key) choose(set.key);
    else if (set.filter) {
      filter = set.filter;
      renderBook();
    } else if (set.remove) choose(set.remove);
    else if (set.tab) showTab(set.tab);
    else if (set.cashout) cashOut(button);
    else if (button.hasAttribute('data-place')) place();
    else if (button.hasAttribute('data-deposit')) tell(${JSON.stringify(GameFrameMessage.Deposit)});
    else if (button.hasAttribute('data-sign-in')) tell(${JSON.stringify(GameFrameMessage.SignIn)});
    else if (button.hasAttribute('data-slip-clear')) {
      picks = [];
      pending = null;
      showAlert('');
      renderBook();
      renderSlip();
      $('[data-slip-title]').focus();
    } else if (button.hasAttribute('data-slip-toggle')) {
      var open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      slip.classList.toggle('slip--open', open);
    }
  });
  document.body.addEventListener('keydown', function (event) {
    var tab = event.target instanceof Element ? event.target.closest('[data-tab]') : null;
    if (!tab || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    showTab(tab.dataset.tab === 'events' ? 'bets' : 'events');
  });
  document.body.addEventListener('input', function (event) {
    if (event.target && event.target.closest && event.target.closest('[data-slip-form]')) {
      pending = null;
      renderSlip();
    }
  });
  document.body.addEventListener('change', function (event) {
    if (event.target && event.target.closest && event.target.closest('[data-slip-form]')) {
      pending = null;
      renderSlip();
    }
  });
  var presets = $('[data-presets]');
  if (presets) {
    data.presets.forEach(function (stake) {
      var chip = node('button', 'chip', group(stake));
      chip.type = 'button';
      chip.setAttribute('aria-label', money(stake));
      chip.addEventListener('click', function () {
        $('[data-stake]').value = group(stake).replace(/,/g, '');
        pending = null;
        renderSlip();
      });
      presets.appendChild(chip);
    });
    $('[data-stake]').value = data.presets.length ? data.presets[0].replace(/\\.00$/, '') : '';
  }
  document.body.dataset.tab = 'events';
  renderWallet();
  renderBook();
  renderSlip();
  if (seat === 'player') loadBets();
  setInterval(poll, ${SPORTSBOOK_POLL_MS});
  document.addEventListener('visibilitychange', function () { if (!document.hidden) poll(); });
})();`;
