/// The report page's inline style (no file or network fetch).
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
    .orphans { color: var(--error); } .orphans.failing summary { color: var(--failed); font-weight: 600; }
    .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-top: 6px; }
    .filters select, .filters input { font: inherit; padding: 2px 4px; } .filters input[type=search] { width: 300px; }
    .permalink { font-size: 12px; }
    .more { color: var(--muted); font-size: 13px; } .members { margin: 0 0 10px; font-size: 12px; } .members summary { cursor: pointer; font-weight: 600; }
    .members ul { margin: 4px 0; padding-left: 22px; columns: 2; } .members li a { margin-left: 4px; }
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
    .view { position: relative; overflow: hidden; border: 1px solid var(--line); border-radius: 4px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; touch-action: none; }
    .view img { display: block; width: 100%; height: auto; transform-origin: 0 0; transform: translate(var(--x, 0px), var(--y, 0px)) scale(var(--z, 1)); user-select: none; }
    .zoomed .view { cursor: grab; } .zoomed .view:active { cursor: grabbing; } .pixelated .view img { image-rendering: pixelated; }
    .zoombar { display: flex; gap: 4px; align-items: center; margin: 0 0 6px; font-size: 12px; }
    .zoombar button { font: inherit; min-width: 28px; padding: 1px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; cursor: pointer; }
    .zoombar .level { min-width: 42px; text-align: right; font-variant-numeric: tabular-nums; } .zoombar .hint { margin-left: 6px; }
    .none { border: 1px dashed var(--line); border-radius: 4px; padding: 40px 0; text-align: center; color: var(--muted); }
    .wipe .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--pos)); }
    .wipe .handle { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px; background: var(--failed); box-shadow: 0 0 0 1px #fff; pointer-events: none; }
    .overlay input { width: 100%; margin: 6px 0 0; }
    pre { margin: 0; padding: 8px; background: #fbfbfd; border: 1px solid var(--line); border-radius: 4px; overflow: auto; max-height: 480px; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.lines span { display: block; min-height: 1.2em; padding-left: 2ch; text-indent: -2ch; } pre .del { background: #fef3f2; } pre .add { background: #ecfdf3; } pre .gap { color: var(--muted); }
    pre del { background: #fda29b; text-decoration: none; border-radius: 2px; } pre ins { background: #75e0a7; text-decoration: none; border-radius: 2px; }
    .all-good { font-size: 16px; color: var(--passed); }
    footer { padding: 0 20px 24px; } footer details { margin: 6px 0; } footer summary { cursor: pointer; font-weight: 600; }
    footer ul { margin: 6px 0; padding-left: 22px; } .example { color: var(--muted); font-size: 12px; }
    ul.passed { columns: 2; font-size: 12px; }
    """
}
