/// The review layer `golden review` adds to the report page: Accept and
/// Reject on every card (a group's buttons decide all its outputs) and on
/// each output of a group, Accept on every output the filters show, and a
/// poll of the server's state, which marks decided cards and reloads the page
/// when the server checked again after an edit (the filters, in the
/// fragment, survive the reload).
///
/// Like the report's own script it only sets text, attributes and classes;
/// nothing from the page or the server is parsed as HTML.
enum ReviewPageScript {
    static let source = """
    (function () {
      var generation = document.currentScript.getAttribute('data-generation');
      var cards = Array.prototype.slice.call(document.querySelectorAll('main .entry'));
      var decisions = {};
      function membersOf(card) {
        return card.hasAttribute('data-path') ? [card] : Array.prototype.slice.call(card.querySelectorAll('.member'));
      }
      function button(label, kind, title) {
        var b = document.createElement('button');
        b.type = 'button';
        b.className = 'review-' + kind;
        b.textContent = label;
        if (title) b.title = title;
        return b;
      }
      var bar = document.createElement('div');
      bar.className = 'review-bar';
      var acceptShown = button('Accept all shown', 'accept-shown', 'Write the golden of every output the filters show');
      var note = document.createElement('span');
      note.className = 'review-note';
      var problem = document.createElement('p');
      problem.className = 'review-problem';
      problem.hidden = true;
      bar.appendChild(acceptShown);
      bar.appendChild(note);
      var header = document.querySelector('header');
      if (header) { header.appendChild(bar); header.appendChild(problem); }
      if (cards.length === 0) acceptShown.hidden = true;

      cards.forEach(function (card) {
        var members = membersOf(card);
        var paths = members.map(function (m) { return m.getAttribute('data-path'); });
        var actions = document.createElement('div');
        actions.className = 'review-actions';
        var many = paths.length > 1 ? ' all ' + paths.length : '';
        var accept = button('Accept' + many, 'accept', 'Write the actual output as the golden');
        var reject = button('Reject' + many, 'reject', 'Keep the golden; the change is to be fixed');
        var label = document.createElement('span');
        label.className = 'review-label';
        accept.addEventListener('click', function () { send('accept', paths); });
        reject.addEventListener('click', function () { send('reject', paths); });
        actions.appendChild(accept);
        actions.appendChild(reject);
        actions.appendChild(label);
        var heading = card.querySelector('h2');
        card.insertBefore(actions, heading ? heading.nextSibling : card.firstChild);
        if (paths.length > 1) members.forEach(function (member) {
          var path = member.getAttribute('data-path');
          var own = document.createElement('span');
          own.className = 'review-member-actions';
          var a = button('Accept', 'accept', 'Accept this output only'), r = button('Reject', 'reject', 'Reject this output only');
          a.addEventListener('click', function () { send('accept', [path]); });
          r.addEventListener('click', function () { send('reject', [path]); });
          own.appendChild(a);
          own.appendChild(r);
          member.appendChild(own);
        });
      });

      // Outputs the filters show (a group's hidden members are not shown) and not yet accepted.
      function shownPaths() {
        var paths = [];
        cards.forEach(function (card) {
          if (card.hidden) return;
          membersOf(card).forEach(function (member) {
            var path = member.getAttribute('data-path');
            var decided = decisions[path] && decisions[path].decision === 'accepted';
            if (!decided && (member === card || !member.hidden)) paths.push(path);
          });
        });
        return paths;
      }
      function countShown() {
        var count = shownPaths().length;
        acceptShown.textContent = 'Accept all shown (' + count + ')';
        acceptShown.disabled = count === 0;
      }
      acceptShown.addEventListener('click', function () {
        var paths = shownPaths();
        if (paths.length) send('accept', paths);
      });
      document.querySelectorAll('[data-filter]').forEach(function (input) {
        input.addEventListener('input', countShown);
        input.addEventListener('change', countShown);
      });
      window.addEventListener('hashchange', countShown);

      function mark(element, decision) {
        var value = decision ? decision.decision : '';
        if (value) element.setAttribute('data-review', value); else element.removeAttribute('data-review');
        return value;
      }
      function apply(state) {
        decisions = state.decisions || {};
        var accepted = 0, rejected = 0;
        cards.forEach(function (card) {
          var members = membersOf(card), values = members.map(function (m) { return mark(m, decisions[m.getAttribute('data-path')]); });
          var all = values.every(function (v) { return v === values[0]; }) ? values[0] : 'mixed';
          if (members.length > 1) { if (all) card.setAttribute('data-review', all); else card.removeAttribute('data-review'); }
          var label = card.querySelector('.review-label'), text = '';
          if (all === 'accepted') text = members.length > 1 ? 'Accepted: ' + members.length + ' goldens written' : 'Accepted: golden written';
          if (all === 'rejected') text = 'Rejected: the golden stays';
          if (all === 'mixed') text = 'Partly decided';
          var failure = members.map(function (m) { var d = decisions[m.getAttribute('data-path')]; return d && d.message; }).filter(Boolean)[0];
          if (failure) text = 'Not accepted: ' + failure;
          if (label) label.textContent = text;
          values.forEach(function (v) { if (v === 'accepted') accepted++; if (v === 'rejected') rejected++; });
        });
        note.textContent = accepted + ' accepted, ' + rejected + ' rejected' + (state.fromCI ? ' (outputs from a CI result)' : '');
        problem.hidden = !state.problem;
        problem.textContent = state.problem ? 'Could not check again: ' + state.problem : '';
        countShown();
      }
      function failed(error) {
        problem.hidden = false;
        problem.textContent = 'The review server did not answer: ' + error;
      }
      function send(decision, paths) {
        fetch('api/decide', { method: 'POST', headers: { 'Content-Type': 'application/json' },
                              body: JSON.stringify({ decision: decision, paths: paths }) })
          .then(function (response) {
            if (!response.ok) return response.text().then(function (text) { throw text; });
            return response.json();
          })
          .then(apply, failed);
      }
      function poll() {
        fetch('api/state', { cache: 'no-store' })
          .then(function (response) { return response.json(); })
          .then(function (state) {
            if (String(state.generation) !== generation) { location.reload(); return; }
            apply(state);
          }, function () { note.textContent = 'the review server has stopped'; });
      }
      poll();
      setInterval(poll, 1000);
    })();
    """

    static let style = """
    .review-bar { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
    .review-actions { display: flex; gap: 8px; align-items: center; margin: 4px 0 8px; }
    .review-actions button, .review-bar button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #8884; cursor: pointer; }
    .review-accept, .review-accept-shown { background: #1a7f37; color: #fff; }
    .review-reject { background: #fff; color: #cf222e; }
    .review-member-actions { margin-left: 8px; white-space: nowrap; }
    .review-member-actions button { font-size: 12px; padding: 1px 8px; border-radius: 4px; border: 1px solid #8884; cursor: pointer; }
    .review-label { font-weight: 600; }
    .review-note { color: #57606a; }
    .review-problem { color: #cf222e; font-weight: 600; }
    .entry[data-review=accepted] { border-left: 6px solid #1a7f37; }
    .entry[data-review=accepted] .review-label, .member[data-review=accepted]::after { color: #1a7f37; }
    .entry[data-review=rejected] { border-left: 6px solid #cf222e; }
    .entry[data-review=rejected] .review-label, .member[data-review=rejected]::after { color: #cf222e; }
    .member[data-review=accepted]::after { content: " accepted"; font-weight: 600; }
    .member[data-review=rejected]::after { content: " rejected"; font-weight: 600; }
    """
}
