import Guidance
import Localization

/// The static review page: per locale its findings, a duration chart, every rendered case with
/// display text, SSML and an audio player, and the locale's messages. Written as XHTML-compatible
/// markup (every element closed, attributes quoted) so that an XML parser can check it, and with
/// relative links only, so that it opens from disk without a server.
public enum HTMLReport {
    /// The whole page.
    public static func page(
        _ locales: [LocaleReport], budget: TimingBudget, title: String = "Guidance localization report"
    )
        -> String
    {
        var html = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
        html +=
            "<meta charset=\"utf-8\"/>\n<title>\(e(title))</title>\n<style>\(style)</style>\n</head>\n<body>\n"
        html += "<h1>\(e(title))</h1>\n<nav><ul>"
        for locale in locales {
            let errors = locale.findings.count { $0.severity == .error }
            let warnings = locale.findings.count { $0.severity == .warning }
            html +=
                "<li><a href=\"#locale-\(e(locale.tag))\">\(e(locale.tag))</a> \(e(locale.name)): "
                + "\(errors) errors, \(warnings) warnings, \(locale.rows.count) cases</li>"
        }
        html += "</ul></nav>\n"
        for locale in locales { html += section(locale, budget: budget) }
        html += "</body>\n</html>\n"
        return html
    }

    private static func section(_ locale: LocaleReport, budget: TimingBudget) -> String {
        let audio = Dictionary(locale.audio.map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
        var html = "<section id=\"locale-\(e(locale.tag))\" lang=\"\(e(locale.tag))\">\n"
        html += "<h2>\(e(locale.tag)): \(e(locale.name))</h2>\n<h3>Findings</h3>\n"
        if locale.findings.isEmpty {
            html += "<p class=\"clean\">No findings.</p>\n"
        } else {
            html += "<ul class=\"findings\">"
            for finding in locale.findings {
                html +=
                    "<li class=\"\(finding.severity.rawValue)\"><code>\(e(finding.location))</code> "
                    + "<strong>[\(e(finding.checkID))]</strong> \(e(finding.key.map { $0 + ": " } ?? ""))\(e(finding.message))</li>"
            }
            html += "</ul>\n"
        }
        let chart = DurationChart.svg(rows: locale.rows, audio: locale.audio, budget: budget)
        if !chart.isEmpty {
            html += "<h3>Prompt duration against the time budget</h3>\n<div class=\"charts\">\(chart)</div>\n"
        }
        html +=
            "<h3>Rendered cases</h3>\n<table class=\"matrix\">\n<thead><tr><th>case</th><th>display</th>"
            + "<th>SSML</th><th>audio</th></tr></thead>\n<tbody>\n"
        var group = ""
        for row in locale.rows {
            if row.matrixCase.group != group {
                group = row.matrixCase.group
                html += "<tr class=\"group\"><th colspan=\"4\">\(e(group))</th></tr>\n"
            }
            html +=
                "<tr id=\"\(e(locale.tag))-\(e(row.matrixCase.id))\"><td><code>\(e(row.matrixCase.id))</code><br/>"
                + "<small>\(e(row.matrixCase.label))</small></td><td>\(e(row.display))"
            if row.spoken != row.display { html += "<br/><small>said: \(e(row.spoken))</small>" }
            for problem in row.problems { html += "<br/><span class=\"error\">\(e(problem))</span>" }
            html += "</td><td><code class=\"ssml\">\(e(row.ssml))</code></td><td>"
            if let prompt = audio[row.matrixCase.id] {
                html +=
                    "<audio controls=\"controls\" preload=\"metadata\" src=\"\(e(prompt.relativePath))\"></audio>"
                    + "<br/><small>\(DurationChart.format(prompt.durationSeconds)) s</small>"
            }
            html += "</td></tr>\n"
        }
        html +=
            "</tbody>\n</table>\n<details><summary>Messages (\(locale.messages.count))</summary>\n<dl class=\"messages\">"
        for message in locale.messages {
            html += "<dt><code>\(e(message.key))</code></dt><dd><pre>\(e(message.source))</pre></dd>"
        }
        html += "</dl>\n</details>\n</section>\n"
        return html
    }

    /// Escapes text for element content and double-quoted attributes: the project's one XML
    /// escaper, ``SSML/escape(_:)`` (the page is XHTML-compatible, so the same rules hold).
    static func e(_ text: String) -> String {
        SSML.escape(text)
    }

    static let style = """
        body{font-family:sans-serif;margin:1.5em;color:#222}table{border-collapse:collapse;width:100%}\
        td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}\
        tr.group th{background:#eef}code.ssml{font-size:80%;color:#555}li.error,.error{color:#b2182b}\
        li.warning{color:#8c510a}.clean{color:#1b7837}.chart{display:block;margin:.5em 0}\
        .chart-title{font-size:13px;font-weight:bold}.tick,.legend{font-size:11px}audio{width:220px}
        """
}
