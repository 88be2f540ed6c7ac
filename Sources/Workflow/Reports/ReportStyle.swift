/// The report page's inline style and script (no file or network fetch).
enum ReportStyle {
    static let css = """
    :root { color-scheme: light; --fg: #1d1b26; --muted: #6b6878; --line: #e3e1ea; --bg: #f6f5f9;
      --failed: #d92d20; --new: #1570ef; --error: #b54708; --passed: #067647; --recorded: #6941c6; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
    header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); padding: 12px 20px; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .verdict { font-size: 13px; padding: 2px 8px; border-radius: 10px; color: #fff; vertical-align: middle; }
    .verdict.failed { background: var(--failed); } .verdict.passed { background: var(--passed); }
    .counts { margin: 4px 0; } .count { margin-right: 10px; } .count b { font-size: 16px; }
    .count.failed b { color: var(--failed); } .count.new b { color: var(--new); } .count.error b { color: var(--error); }
    .count.passed b { color: var(--passed); } .count.recorded b { color: var(--recorded); } .of, .meta, .shown, .hint { color: var(--muted); }
    .shards.incomplete { color: var(--failed); font-weight: 600; }
    .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-top: 6px; }
    .filters select { font: inherit; padding: 2px 4px; }
    main { padding: 16px 20px; display: grid; gap: 16px; }
    .entry { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; }
    .entry h2 { font-size: 15px; font-weight: 500; margin: 0; word-break: break-all; }
    .badge { display: inline-block; font-size: 12px; font-weight: 600; text-transform: uppercase; padding: 1px 7px; border-radius: 8px; color: #fff; margin-right: 6px; }
    .badge.failed { background: var(--failed); } .badge.new { background: var(--new); } .badge.error { background: var(--error); }
    .summary { margin: 6px 0 2px; font-family: ui-monospace, Menlo, monospace; font-size: 13px; }
    .meta { margin: 0 0 10px; font-size: 12px; } code { font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
    .panels { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; align-items: start; }
    .panels.single { grid-template-columns: minmax(0, 320px); } .panels.texts { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    @media (max-width: 900px) { .panels, .panels.texts { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
    figure { margin: 0; } figcaption { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 4px; }
    figure img { display: block; width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .none { border: 1px dashed var(--line); border-radius: 4px; padding: 40px 0; text-align: center; color: var(--muted); }
    .wipe { position: relative; } .wipe img.over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--pos)); }
    .wipe .handle { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px; background: var(--failed); box-shadow: 0 0 0 1px #fff; pointer-events: none; }
    .overlay input { width: 100%; margin: 6px 0 0; }
    pre { margin: 0; padding: 8px; background: #fbfbfd; border: 1px solid var(--line); border-radius: 4px; overflow: auto; max-height: 480px; font-size: 12px; white-space: pre; }
    pre.lines span { display: block; min-height: 1.2em; } pre .del { background: #fee4e2; } pre .add { background: #dcfae6; } pre .gap { color: var(--muted); }
    .all-good { font-size: 16px; color: var(--passed); }
    footer { padding: 0 20px 24px; } footer details { margin: 6px 0; } footer summary { cursor: pointer; font-weight: 600; }
    footer ul { margin: 6px 0; padding-left: 22px; } .example { color: var(--muted); font-size: 12px; }
    ul.passed { columns: 2; font-size: 12px; }
    """

    static let script = """
    (function () {
      var entries = Array.prototype.slice.call(document.querySelectorAll('.entry'));
      var selects = Array.prototype.slice.call(document.querySelectorAll('select[data-filter]'));
      var shown = document.querySelector('.shown'), empty = document.querySelector('.empty');
      function apply() {
        var count = 0;
        entries.forEach(function (entry) {
          var match = selects.every(function (s) { return !s.value || entry.dataset[s.dataset.filter] === s.value; });
          entry.hidden = !match;
          if (match) count++;
        });
        if (shown) shown.textContent = count + ' of ' + entries.length + ' shown';
        if (empty) empty.hidden = count > 0 || entries.length === 0;
      }
      selects.forEach(function (s) { s.addEventListener('change', apply); });
      document.querySelectorAll('.overlay input[type=range]').forEach(function (range) {
        var wipe = range.parentNode.querySelector('.wipe');
        range.addEventListener('input', function () { wipe.style.setProperty('--pos', range.value + '%'); });
      });
    })();
    """
}
