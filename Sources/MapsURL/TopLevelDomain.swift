/// The `{TLD}` of the desktop Maps URL pattern: a real top-level domain under which Google
/// serves Maps, as a country code (`de`, `pt`), a generic domain (`com`), or a country's
/// commercial second level (`com.br`, `co.uk`).
enum TopLevelDomain {
    /// Throws unless `text` (lower-case, without the leading dot) has one of the accepted shapes.
    static func check(_ text: Substring, host: String) throws(MapsURLError) {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let accepted: Bool
        switch labels.count {
        case 1: accepted = countryCodes.contains(labels[0]) || generic.contains(labels[0])
        case 2: accepted = secondLevels.contains(labels[0]) && countryCodes.contains(labels[1])
        default: accepted = false
        }
        guard accepted else {
            throw MapsURLError(
                .notADesktopMapsURL, value: host,
                reason:
                    "\"\(text)\" is not a country-code or generic top-level domain (e.g. com, de, com.br, co.uk)"
            )
        }
    }

    /// Generic domains with a Google site.
    static let generic: Set<String> = ["com", "net", "org", "cat"]

    /// Second-level labels countries use for commercial sites (`com.br`, `co.jp`).
    static let secondLevels: Set<String> = ["com", "co"]

    /// Country-code top-level domains: ISO 3166-1 alpha-2 codes plus `ac`, `eu`, `su`, `uk`.
    static let countryCodes: Set<String> = Set(
        """
        ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs
        bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg
        eh er es et eu fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn
        hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk
        lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf
        ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd
        se sg sh si sj sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw
        tz ua ug uk um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
