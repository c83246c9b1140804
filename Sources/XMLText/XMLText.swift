/// The one XML escaper of the project: SSML documents (every road and place name from map data
/// goes through it), the SSML guard that re-serializes what it accepted, XLIFF files for
/// translators, the QA report's SVG charts and the renderer's SSML form, written byte by byte
/// straight into its buffers, all escape text by the same rule.
public enum XMLText {
    /// Escapes `&`, `<`, `>` and `"` so that `text` is safe both as element content and inside a
    /// double-quoted attribute. The apostrophe stays as it is: it needs no escaping there, and
    /// eSpeak NG 1.51 reads the `&apos;` entity aloud ("l apos Avenue"). Control characters that
    /// XML 1.0 forbids are dropped. `quotes: false` leaves `"` as it is, for element content that
    /// must keep its bytes (the SSML guard's re-serialized text).
    public static func escape(_ text: String, quotes: Bool = true) -> String {
        var native = text
        let escaped = native.withUTF8 { bytes -> [UInt8]? in
            // Most names and sentences need nothing escaped: one read of the bytes, no copy.
            guard mayNeedEscaping(bytes) else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            escape(bytes, quotes: quotes) { escaped.append(contentsOf: $0) }
            return escaped
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// The escaping rule on UTF-8 bytes (a string's, so valid UTF-8), for a writer that takes the
    /// escaped text in pieces: runs of bytes that need nothing are passed as they are, `&`, `<`,
    /// `>` and `"` (unless `quotes` is false) as their entities, and the control characters but
    /// tab and line breaks and the non-characters U+FFFE and U+FFFF (UTF-8 EF BF BE, EF BF BF)
    /// are left out. Every scalar the rule looks at is found by its bytes alone.
    @inlinable
    public static func escape(
        _ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool = true,
        into write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var run = 0
        var index = 0
        func flush(_ end: Int) {
            if end > run { write(UnsafeBufferPointer(rebasing: bytes[run..<end])) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                flush(index)
                write(entity(byte))
                index += 1
                run = index
            case UInt8(ascii: "\""):
                if quotes {
                    flush(index)
                    write(entity(byte))
                    run = index + 1
                }
                index += 1
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case 0..<0x20:
                flush(index)
                index += 1
                run = index
            case 0xEF:
                if index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                    bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
                {
                    flush(index)
                    index += 3
                    run = index
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        flush(bytes.count)
    }

    /// The entity of a markup sign, from static storage.
    @inlinable
    static func entity(_ byte: UInt8) -> UnsafeBufferPointer<UInt8> {
        let text: StaticString =
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            default: "&quot;"
            }
        return UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Whether `bytes` may hold a byte that escaping changes or looks at: a control character
    /// (tab, line feed and carriage return included), `"`, `&`, `<`, `>` or 0xEF (which starts
    /// U+FFFE and U+FFFF). Eight bytes at a time; false only when none is there, and then the
    /// text is its own escaping.
    @inlinable
    public static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte of `word` is zero (exact as to whether any is).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte below 0x20, or one equal to a sign escaping looks at.
            if (word &- ones &* 0x20) & ~word & highs != 0 || hasZero(word ^ (ones &* 0x22))
                || hasZero(word ^ (ones &* 0x26)) || hasZero(word ^ (ones &* 0x3C))
                || hasZero(word ^ (ones &* 0x3E)) || hasZero(word ^ (ones &* 0xEF))
            {
                return true
            }
            index += 8
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0..<0x20, 0x22, 0x26, 0x3C, 0x3E, 0xEF: return true
            default: index += 1
            }
        }
        return false
    }
}
