import Guidance
import Localization

/// The static review pages: `index.html` lists every locale with its findings and coverage and
/// links to one page per locale (`<tag>.html`), which holds the findings (each linked to its
/// case or message), a duration chart, every case with its key, the source locale's text, the
/// display and spoken text, SSML and an audio player, and the locale's messages. One page per
/// locale keeps the players of a page well under the browser's limit (Chromium stops creating
/// media players at 1000 a page); players load nothing until played (`preload="none"`).
///
/// The markup is XHTML-compatible (every element closed, attributes quoted) so that an XML
/// parser can check it; every link is relative, so the pages open from disk. Style and the
/// search box's script are the files ``stylesheet`` and ``script`` beside the pages.
public enum HTMLReport {
    /// The stylesheet's file name beside the pages.
    public static let stylesheetName = "report.css"
    /// The script's file name beside the pages.
    public static let scriptName = "report.js"

    /// The page file of a locale, relative to the report directory.
    public static func pageName(_ tag: String) -> String { "\(tag).html" }

    /// The index page: a row per locale with its counts and coverage, linking to its page.
    public static func index(_ locales: [LocaleReport], sourceLocale: String = "en-US") -> String {
        var html = head(title: title)
        html += "<h1>\(e(title))</h1>\n"
        html +=
            "<p>\(locales.count) locales. Coverage counts the messages of the source locale "
            + "(\(e(sourceLocale))) each locale has, and how many of them are still word for word the source's.</p>\n"
        html +=
            "<p><input type=\"search\" id=\"search\" placeholder=\"Filter locales\" aria-label=\"Filter locales\"/></p>\n"
        html +=
            "<table class=\"locales filterable\">\n<thead><tr><th>locale</th><th>name</th><th>errors</th><th>warnings</th>"
            + "<th>cases</th><th>prompts</th><th>translated</th><th>same as source</th><th>messages with a case of their own</th></tr></thead>\n<tbody>\n"
        for locale in locales {
            let errors = locale.findings.count { $0.severity == .error }
            let warnings = locale.findings.count { $0.severity == .warning }
            html +=
                "<tr id=\"locale-\(e(locale.tag))\"><td><a href=\"\(e(pageName(locale.tag)))\">\(e(locale.tag))</a></td>"
            html += "<td dir=\"auto\">\(e(locale.name))</td>"
            html += "<td class=\"\(errors > 0 ? "error" : "clean")\">\(errors)</td><td>\(warnings)</td>"
            html += "<td>\(locale.rows.count)</td><td>\(locale.audio.count)</td>"
            if let coverage = locale.coverage {
                html +=
                    "<td>\(coverage.translated)/\(coverage.sourceMessages) (\(coverage.translatedPercent)%)</td>"
                html += "<td>\(coverage.identical)</td><td>\(coverage.exercised)/\(coverage.messages)</td>"
            } else {
                html += "<td>-</td><td>-</td><td>-</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html + foot
    }

    /// One locale's page.
    public static func localePage(
        _ locale: LocaleReport, budget: TimingBudget, sourceLocale: String = "en-US"
    )
        -> String
    {
        let audio = Dictionary(locale.audio.map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
        var html = head(title: "\(locale.tag): \(title)")
        html += "<p><a href=\"index.html\">All locales</a></p>\n"
        html += "<section id=\"locale-\(e(locale.tag))\">\n"
        html +=
            "<h1><span>\(e(locale.tag))</span>: <span lang=\"\(e(locale.tag))\" dir=\"auto\">\(e(locale.name))</span></h1>\n"
        if let coverage = locale.coverage {
            html +=
                "<p class=\"coverage\">Coverage: \(coverage.translated) of the \(coverage.sourceMessages) messages of "
                + "\(e(sourceLocale)) (\(coverage.translatedPercent)%), \(coverage.identical) of them the same as the source; "
                + "\(coverage.exercised) of the locale's \(coverage.messages) messages are the main message of one of the "
                + "\(locale.rows.count) cases below (units, stage sentences and joins are said inside them); "
                + "\(locale.audio.count) prompts synthesized.</p>\n"
        }
        html += findings(locale)
        let chart = DurationChart.svg(rows: locale.rows, audio: locale.audio, budget: budget)
        if !chart.isEmpty {
            html += "<h2>Prompt duration against the time budget</h2>\n<div class=\"charts\">\(chart)</div>\n"
        }
        html += "<h2>Rendered cases</h2>\n"
        html +=
            "<p><input type=\"search\" id=\"search\" placeholder=\"Search cases, keys and text\" "
            + "aria-label=\"Search cases, keys and text\"/> <span id=\"search-count\"></span></p>\n"
        html +=
            "<table class=\"matrix filterable\">\n<thead><tr><th>case and key</th><th>source (\(e(sourceLocale)))</th>"
            + "<th>display and spoken</th><th>SSML</th><th>audio</th></tr></thead>\n<tbody>\n"
        var group = ""
        for row in locale.rows {
            if row.matrixCase.group != group {
                group = row.matrixCase.group
                html += "<tr class=\"group\"><th colspan=\"5\">\(e(group))</th></tr>\n"
            }
            let id = row.matrixCase.id
            html +=
                "<tr id=\"case-\(e(id))\"><td><a href=\"#case-\(e(id))\"><code>\(e(id))</code></a><br/>"
                + "<small>\(e(row.matrixCase.label))</small><br/>"
                + "<a class=\"key\" href=\"#message-\(e(row.matrixCase.key))\"><code>\(e(row.matrixCase.key))</code></a></td>"
            html += "<td dir=\"auto\" lang=\"\(e(sourceLocale))\">\(e(locale.sourceTexts[id] ?? ""))</td>"
            html += "<td dir=\"auto\" lang=\"\(e(locale.tag))\">\(e(row.display))"
            if row.spoken != row.display { html += "<br/><small>said: <bdi>\(e(row.spoken))</bdi></small>" }
            for problem in row.problems { html += "<br/><span class=\"error\">\(e(problem))</span>" }
            html += "</td><td><code class=\"ssml\">\(e(row.ssml))</code></td><td>"
            if let prompt = audio[id] {
                html +=
                    "<audio controls=\"controls\" preload=\"none\" src=\"\(e(prompt.relativePath))\"></audio>"
                    + "<br/><small>\(DurationChart.format(prompt.durationSeconds)) s</small>"
            }
            html += "</td></tr>\n"
        }
        html +=
            "</tbody>\n</table>\n<h2>Messages (\(locale.messages.count))</h2>\n<dl class=\"messages\">"
        for message in locale.messages {
            html +=
                "<dt id=\"message-\(e(message.key))\"><code>\(e(message.key))</code></dt>"
                + "<dd><pre dir=\"auto\" lang=\"\(e(locale.tag))\">\(e(message.source))</pre></dd>"
        }
        html += "</dl>\n</section>\n"
        return html + foot
    }

    /// The findings list; each links to the case it names, else the first case of its message,
    /// else the message itself.
    static func findings(_ locale: LocaleReport) -> String {
        guard !locale.findings.isEmpty else {
            return "<h2>Findings</h2>\n<p class=\"clean\">No findings.</p>\n"
        }
        let caseIDs = Set(locale.rows.map(\.matrixCase.id))
        let firstCaseOfKey = Dictionary(
            locale.rows.map { ($0.matrixCase.key, $0.matrixCase.id) }, uniquingKeysWith: { first, _ in first }
        )
        let messageKeys = Set(locale.messages.map(\.key))
        var html = "<h2>Findings (\(locale.findings.count))</h2>\n<ul class=\"findings\">"
        for finding in locale.findings {
            let named = finding.message.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
                .map(String.init).first(where: caseIDs.contains)
            let target: String? =
                if let named {
                    "case-" + named
                } else if let key = finding.key, let first = firstCaseOfKey[key] {
                    "case-" + first
                } else if let key = finding.key, messageKeys.contains(key) {
                    "message-" + key
                } else { nil }
            html += "<li class=\"\(finding.severity.rawValue)\"><code>\(e(finding.location))</code> "
            html +=
                "<strong>[\(e(finding.checkID))]</strong> \(e(finding.key.map { $0 + ": " } ?? ""))\(e(finding.message))"
            if let target { html += " <a href=\"#\(e(target))\">(see)</a>" }
            html += "</li>"
        }
        return html + "</ul>\n"
    }

    /// The pages' title; each locale's page puts its tag first.
    private static let title = "Guidance localization report"

    /// The start of a page up to its body; the pages' own text is English.
    private static func head(title: String) -> String {
        "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
            + "<meta charset=\"utf-8\"/>\n<title>\(e(title))</title>\n"
            + "<link rel=\"stylesheet\" href=\"\(stylesheetName)\"/>\n</head>\n<body>\n"
    }

    private static let foot = "<script src=\"\(scriptName)\"></script>\n</body>\n</html>\n"

    /// Escapes text for element content and double-quoted attributes: the project's one XML
    /// escaper, `SSML.escape(_:)` (the pages are XHTML-compatible, so the same rules hold).
    static func e(_ text: String) -> String {
        SSML.escape(text)
    }

    /// The pages' stylesheet (`report.css`).
    public static let stylesheet = """
        body{font-family:sans-serif;margin:1.5em;color:#222}table{border-collapse:collapse;width:100%}
        td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:start}
        tr.group th{background:#eef}code.ssml{font-size:80%;color:#555}li.error,.error{color:#b2182b}
        li.warning{color:#8c510a}.clean{color:#1b7837}.chart{display:block;margin:.5em 0}
        .chart-title{font-size:13px;font-weight:bold}.tick,.legend,.axis-label{font-size:11px}audio{width:220px}
        a.key code{color:#335}tr:target{outline:3px solid #e08214}input[type=search]{width:30em;padding:4px}
        pre{white-space:pre-wrap;margin:0}

        """

    /// The search box's script (`report.js`): hides the rows of a `.filterable` table that do not
    /// contain every word typed, and the section heads left without a row.
    public static let script = """
        (function () {
          var box = document.getElementById('search');
          if (!box) { return; }
          var count = document.getElementById('search-count');
          var rows = Array.prototype.slice.call(document.querySelectorAll('table.filterable tbody tr'));
          function filter() {
            var words = box.value.toLowerCase().split(/\\s+/).filter(function (w) { return w.length > 0; });
            var shown = 0;
            var head = null;
            var headShown = false;
            rows.forEach(function (row) {
              if (row.classList.contains('group')) {
                if (head) { head.hidden = !headShown; }
                head = row;
                headShown = false;
                return;
              }
              var text = row.textContent.toLowerCase();
              var match = words.every(function (w) { return text.indexOf(w) !== -1; });
              row.hidden = !match;
              if (match) { shown += 1; headShown = true; }
            });
            if (head) { head.hidden = !headShown; }
            if (count) { count.textContent = words.length ? shown + ' shown' : ''; }
          }
          box.addEventListener('input', filter);
        })();

        """
}
