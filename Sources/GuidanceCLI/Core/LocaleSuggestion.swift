import Localization

/// The "did you mean" for a locale tag nothing ships or serves: the shipped locale of the same
/// language whose region is nearest (en-AU → en-GB), else the one that serves the bare language
/// (de-CH → de-DE). Never a silent fallback: the command still fails, the hint only says what to
/// type.
enum LocaleSuggestion {
    /// Regions that CLDR's parentLocales group under one regional variety of a language, so that
    /// a region of the group is nearest to a shipped sibling of the same group. Facts of CLDR
    /// (supplemental data, parentLocales: en_001 and its en_150 children; es_419), not wording.
    static let regionGroups: [String: [Set<String>]] = [
        "en": [
            [
                "001", "150", "AG", "AI", "AT", "AU", "BB", "BE", "BM", "BS", "BW", "BZ", "CA", "CC", "CH",
                "CK", "CM", "CX", "CY", "DE", "DG", "DK", "DM", "ER", "FI", "FJ", "FK", "FM", "GB", "GD",
                "GG", "GH", "GI", "GM", "GY", "HK", "IE", "IL", "IM", "IN", "IO", "JE", "JM", "KE", "KI",
                "KN", "KY", "LC", "LR", "LS", "MG", "MO", "MS", "MT", "MU", "MV", "MW", "MY", "NA", "NF",
                "NG", "NL", "NR", "NU", "NZ", "PG", "PH", "PK", "PN", "PW", "RW", "SB", "SC", "SD", "SE",
                "SG", "SH", "SI", "SL", "SS", "SX", "SZ", "TC", "TK", "TO", "TT", "TV", "TZ", "UG", "VC",
                "VG", "VU", "WS", "ZA", "ZM", "ZW",
            ]
        ],
        "es": [
            [
                "419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI",
                "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE",
            ]
        ],
    ]

    /// The suggested shipped tag for `requested`, or nil when no shipped locale has its language.
    static func nearest(to requested: String, shipped: [String], dataDirectory: String?) -> String? {
        let parts = requested.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first?.lowercased() else { return nil }
        let region = parts.dropFirst().first {
            $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }?
        .uppercased()
        let siblings = shipped.filter { $0.split(separator: "-").first?.lowercased() == language }
        guard !siblings.isEmpty else { return nil }
        if let region, let groups = regionGroups[language] {
            for group in groups where group.contains(region) {
                if let sibling = siblings.first(where: { group.contains(regionOf($0)) }) { return sibling }
            }
        }
        if let catalog = try? LocaleCatalog.locate(explicit: dataDirectory),
            let served = try? catalog.resolve(language)
        {
            return served
        }
        return siblings.first
    }

    /// The message of an unshipped tag, with the suggestion when there is one.
    static func message(for error: LocalizationError, dataDirectory: String?) -> String {
        guard case .unsupportedLocale(let tag, let shipped) = error,
            let suggestion = nearest(to: tag, shipped: shipped, dataDirectory: dataDirectory)
        else { return error.description }
        return "\(error.description); did you mean \(suggestion)?"
    }

    private static func regionOf(_ tag: String) -> String {
        tag.split(separator: "-").dropFirst().last.map(String.init) ?? ""
    }
}
