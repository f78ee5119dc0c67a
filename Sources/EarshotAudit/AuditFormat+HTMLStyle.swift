extension AuditFormat {
    /// The HTML report's only styling, inline: system fonts, the severities' colours, and the
    /// screens' boxes, labels and marks.
    static let htmlStyle = """
        :root { color-scheme: light; --error: #c62828; --warning: #b35c00; --note: #1565c0; --ink: #1c1c1e; --faint: #6e6e73; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", system-ui, sans-serif; color: var(--ink); margin: 0 auto; max-width: 1100px; padding: 24px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 19px; margin: 32px 0 6px; border-top: 1px solid #d1d1d6; padding-top: 18px; }
        code, pre { font: 13px ui-monospace, "SF Mono", Menlo, monospace; }
        pre { background: #f2f2f7; border-radius: 6px; padding: 8px 10px; overflow-x: auto; }
        .summary { font-size: 17px; margin: 0 0 6px; }
        dl.run { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 8px 0 12px; }
        dl.run div { display: flex; gap: 6px; } dl.run dt { color: var(--faint); } dl.run dd { margin: 0; }
        table { border-collapse: collapse; margin: 8px 0 16px; }
        caption { text-align: left; color: var(--faint); padding-bottom: 4px; }
        th, td { border-bottom: 1px solid #e5e5ea; padding: 4px 12px 4px 0; text-align: left; vertical-align: top; }
        table.rules td + td { text-align: right; }
        .notes-hidden { color: var(--faint); margin: 0 0 12px; }
        .badge { display: inline-block; border-radius: 4px; color: #fff; font-size: 12px; font-weight: 600; padding: 1px 6px; vertical-align: 2px; }
        .badge.error { background: var(--error); } .badge.warning { background: var(--warning); } .badge.note { background: var(--note); }
        .what { margin: 4px 0; } .fix { margin: 4px 0 8px; } .more { margin-left: 6px; }
        details.about { margin: 0 0 12px; } details.about summary { cursor: pointer; color: var(--faint); }
        ol.findings { list-style: none; padding: 0; margin: 0; }
        li.finding { display: flex; gap: 18px; align-items: flex-start; padding: 12px 0; border-bottom: 1px solid #f2f2f7; }
        li.finding .detail p { margin: 2px 0; }
        .element { color: var(--faint); }
        .speech q { font-style: italic; }
        svg.screen { flex: none; background: #f2f2f7; border: 1px solid #d1d1d6; border-radius: 10px; }
        .noscreen { flex: none; width: 160px; color: var(--faint); font-size: 12px; }
        .box { fill: #fff; stroke: #aeaeb2; }
        .box.container { fill: none; stroke: #d1d1d6; stroke-dasharray: 4 3; }
        .box.hidden { fill: none; stroke-dasharray: 2 3; }
        .label { fill: var(--ink); font-family: -apple-system, "Segoe UI", system-ui, sans-serif; }
        .label.hidden { fill: var(--faint); font-style: italic; }
        .mark { fill: none; stroke-width: 3px; }
        .mark.error { stroke: var(--error); fill: rgba(198, 40, 40, 0.18); }
        .mark.warning { stroke: var(--warning); fill: rgba(179, 92, 0, 0.18); }
        .mark.note { stroke: var(--note); fill: rgba(21, 101, 192, 0.15); }
        footer { color: var(--faint); font-size: 13px; margin-top: 32px; }

        """
}
