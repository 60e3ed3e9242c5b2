/// The page's style sheet, inline: the report is one file that opens anywhere,
/// offline, with nothing fetched.
enum HTMLReportStyle {
    static let css = """
        :root { color-scheme: light; --ink: #263238; --muted: #607d8b; --line: #cfd8dc; --fail: #c62828; --pass: #2e7d32; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: var(--ink); background: #f5f7f8; }
        header { position: sticky; top: 0; z-index: 1; background: #fff; border-bottom: 1px solid var(--line); padding: 12px 20px; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .summary { margin: 0 0 8px; color: var(--muted); }
        .summary .failed, article.status-failed h3 { color: var(--fail); }
        .summary .passed, article.status-passed h3 { color: var(--pass); }
        #filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
        #filters label { display: flex; gap: 4px; align-items: center; font-size: 13px; }
        #filters select { font: inherit; }
        #shown-count { color: var(--muted); font-size: 13px; }
        main { padding: 12px 20px 40px; }
        section.document { margin: 16px 0 28px; }
        section.document > h2 { font-size: 18px; margin: 0 0 8px; }
        section.document > h2 .revision, section.document > h2 .counts { color: var(--muted); font-weight: normal; font-size: 14px; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(640px, 1fr)); gap: 12px; }
        article.finding { display: flex; gap: 12px; background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--pass); border-radius: 4px; padding: 10px; }
        article.finding.status-failed { border-left-color: var(--fail); }
        article.finding.status-error { border-left-color: #6a1b9a; }
        article.finding[hidden], li.configuration[hidden] { display: none; }
        details.configurations { margin: 0 0 8px; font-size: 12px; }
        details.configurations summary { cursor: pointer; color: var(--muted); }
        details.configurations ul { margin: 4px 0 0; padding-left: 18px; max-height: 200px; overflow: auto; font: 11px/1.35 ui-monospace, monospace; }
        article h3 { font-size: 13px; margin: 0 0 6px; font-weight: 600; word-break: break-word; }
        .picture { flex: 0 0 300px; }
        .picture svg { width: 300px; height: auto; display: block; border: 1px solid var(--line); }
        .details { flex: 1 1 auto; min-width: 0; }
        ol.diagnostics { margin: 0; padding: 0; list-style: none; }
        li.diagnostic { margin: 0 0 8px; }
        .kind { display: inline-block; font-size: 12px; font-weight: 600; border-left: 8px solid; padding-left: 4px; }
        .kind.not-failing { font-weight: normal; color: var(--muted); }
        pre { margin: 2px 0 0; font: 11px/1.35 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; background: #fafafa; border: 1px solid #eceff1; padding: 4px 6px; max-height: 260px; overflow: auto; }
        p.none { color: var(--pass); margin: 0; }
        p.error { color: #6a1b9a; margin: 0; }
        nav.documents { font-size: 13px; margin-top: 6px; }
        nav.documents a { margin-right: 10px; color: #1565c0; }
        """
}
