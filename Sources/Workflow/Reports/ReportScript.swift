/// The report page's inline script: filters and search (their state in the
/// URL's fragment, so a link opens exactly that view and a reload keeps it),
/// the overlay's wipe, and zoom and pan shared by a card's pictures.
///
/// It only reads the page and sets text, attributes and styles; nothing from
/// the page or the URL is ever parsed as HTML.
enum ReportScript {
    static let source = """
    (function () {
      var cards = Array.prototype.slice.call(document.querySelectorAll('.entry'));
      var selects = Array.prototype.slice.call(document.querySelectorAll('select[data-filter]'));
      var search = document.querySelector('input[data-filter=q]');
      var shown = document.querySelector('.shown'), empty = document.querySelector('.empty');
      var permalink = document.querySelector('.permalink');
      var outputs = 0;
      // Each card's outputs, and the lower-cased words each is found by (its
      // names and verdict, and the card's diff, where element names are).
      cards.forEach(function (card) {
        var members = card.hasAttribute('data-path') ? [card] : Array.prototype.slice.call(card.querySelectorAll('.member'));
        var diff = card.querySelector('.diff pre');
        var shared = diff ? ' ' + diff.textContent : '';
        card.members = members.map(function (member) {
          return { element: member, words: (member.dataset.search + shared).toLowerCase() };
        });
        outputs += members.length;
      });
      function apply() {
        var terms = search ? search.value.toLowerCase().split(/\\s+/).filter(Boolean) : [];
        var count = 0;
        cards.forEach(function (card) {
          var visible = 0;
          card.members.forEach(function (member) {
            var match = selects.every(function (s) { return !s.value || member.element.dataset[s.dataset.filter] === s.value; })
              && terms.every(function (term) { return member.words.indexOf(term) >= 0; });
            if (member.element !== card) member.element.hidden = !match;
            if (match) visible++;
          });
          card.hidden = visible === 0;
          count += visible;
        });
        if (shown) shown.textContent = count + ' of ' + outputs + ' outputs shown';
        if (empty) empty.hidden = count > 0 || cards.length === 0;
      }
      function state() {
        var params = new URLSearchParams();
        if (search && search.value) params.set('q', search.value);
        selects.forEach(function (s) { if (s.value) params.set(s.dataset.filter, s.value); });
        return params.toString();
      }
      // The fragment holds the filters (a=b&c=d); a fragment without '=' is a card's anchor.
      function restore() {
        var hash = location.hash.slice(1);
        var params = new URLSearchParams(hash.indexOf('=') >= 0 ? hash : location.search);
        if (search) search.value = params.get('q') || '';
        selects.forEach(function (s) {
          var value = params.get(s.dataset.filter);
          var known = value !== null && Array.prototype.some.call(s.options, function (o) { return o.value === value; });
          s.value = known ? value : '';
        });
        if (permalink) permalink.href = '#' + state();
        apply();
      }
      function save() {
        var text = state();
        // An empty fragment would let a query string's filters come back on reload.
        var fragment = text || (location.search ? 'q=' : '');
        try {
          history.replaceState(null, '', location.pathname + location.search + (fragment ? '#' + fragment : ''));
        } catch (error) {
          location.replace('#' + fragment);
        }
        if (permalink) permalink.href = '#' + text;
        apply();
      }
      selects.forEach(function (s) { s.addEventListener('change', save); });
      if (search) search.addEventListener('input', save);
      window.addEventListener('hashchange', function () {
        if (location.hash.indexOf('=') >= 0 && location.hash.slice(1) !== state()) restore();
      });
      restore();

      document.querySelectorAll('.overlay input[type=range]').forEach(function (range) {
        var wipe = range.parentNode.querySelector('.wipe');
        range.addEventListener('input', function () { wipe.style.setProperty('--pos', range.value + '%'); });
      });

      // Zoom (1x to 32x) and pan, one state per card: its pictures move together.
      document.querySelectorAll('.zoomable').forEach(function (panels) {
        var bar = panels.previousElementSibling, level = bar && bar.querySelector('.level');
        var views = Array.prototype.slice.call(panels.querySelectorAll('.view'));
        var zoom = 1, x = 0, y = 0;
        function clamp() {
          var view = views[0], w = view.clientWidth, h = view.clientHeight;
          x = Math.min(0, Math.max(w * (1 - zoom), x));
          y = Math.min(0, Math.max(h * (1 - zoom), y));
        }
        function draw() {
          clamp();
          panels.style.setProperty('--z', zoom);
          panels.style.setProperty('--x', x + 'px');
          panels.style.setProperty('--y', y + 'px');
          panels.classList.toggle('zoomed', zoom > 1);
          panels.classList.toggle('pixelated', zoom >= 2);
          if (level) level.textContent = Math.round(zoom * 100) + '%';
        }
        // Keeps the point (px, py) of the view where it is.
        function zoomTo(next, px, py) {
          next = Math.min(32, Math.max(1, next));
          x = px - (px - x) * next / zoom;
          y = py - (py - y) * next / zoom;
          zoom = next;
          draw();
        }
        function centre() { return [views[0].clientWidth / 2, views[0].clientHeight / 2]; }
        if (bar) bar.addEventListener('click', function (event) {
          var action = event.target.dataset && event.target.dataset.zoom, c = centre();
          if (action === 'in') zoomTo(zoom * 2, c[0], c[1]);
          if (action === 'out') zoomTo(zoom / 2, c[0], c[1]);
          if (action === 'fit') zoomTo(1, 0, 0);
        });
        views.forEach(function (view) {
          // A plain wheel scrolls the page until the card is zoomed in.
          view.addEventListener('wheel', function (event) {
            if (zoom === 1 && !(event.ctrlKey || event.metaKey || event.altKey)) return;
            event.preventDefault();
            var box = view.getBoundingClientRect();
            zoomTo(zoom * Math.pow(1.002, -event.deltaY), event.clientX - box.left, event.clientY - box.top);
          }, { passive: false });
          var drag = null;
          view.addEventListener('pointerdown', function (event) {
            if (zoom === 1) return;
            drag = { x: event.clientX - x, y: event.clientY - y };
            try { view.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer */ }
            event.preventDefault();
          });
          view.addEventListener('pointermove', function (event) {
            if (!drag) return;
            x = event.clientX - drag.x;
            y = event.clientY - drag.y;
            draw();
          });
          view.addEventListener('pointerup', function () { drag = null; });
          view.addEventListener('dblclick', function () { zoomTo(1, 0, 0); });
        });
      });
    })();
    """
}
