/// Writes a rounded decimal with a locale's symbols: sign, grouped integer digits, decimal
/// separator, fraction digits and an optional percent or currency affix.
struct NumberLayout {
    /// "0" to "999", so that small integers format without building strings.
    static let smallIntegers = (0..<1000).map(String.init)
    let symbols: NumberSymbols
    let settings: NumberFormatSettings
    /// Text before and after the number (percent sign, currency), with its part type.
    var prefix: (type: String, text: String)?
    var suffix: (type: String, text: String)?

    /// The formatted text.
    func string(_ value: DecimalNumber) -> String {
        if symbols.asciiDigits, value.digits.count + max(0, value.exponent) < 40 {
            let fast = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 160) { buffer -> String? in
                var writer = ByteWriter(buffer: buffer)
                write(value) { _, piece in writer.append(piece) }
                return writer.overflowed ? nil : writer.string
            }
            if let fast { return fast }
        }
        var text = ""
        write(value) { _, piece in text += piece }
        return text
    }

    /// The formatted pieces, typed as in `Intl.NumberFormat.formatToParts`.
    func parts(_ value: DecimalNumber) -> [MessageValuePart] {
        var parts: [MessageValuePart] = []
        write(value) { type, piece in
            if let last = parts.last, last.type == type, type == "literal" {
                parts[parts.count - 1].value += piece
            } else {
                parts.append(MessageValuePart(type: type, value: piece))
            }
        }
        return parts
    }

    private func write(_ value: DecimalNumber, _ emit: (String, String) -> Void) {
        let negative = value.isNegative
        let zero = value.isZero
        var sign: String?
        var signSuffix = ""
        switch settings.signDisplay {
        case .auto:
            if negative { sign = symbols.minusPrefix }
        case .always:
            sign = negative ? symbols.minusPrefix : symbols.plus
        case .exceptZero:
            if !zero { sign = negative ? symbols.minusPrefix : symbols.plus }
        case .negative:
            if negative && !zero { sign = symbols.minusPrefix }
        case .never:
            break
        }
        if sign == symbols.minusPrefix { signSuffix = symbols.minusSuffix }
        if let sign, !sign.isEmpty { emit(sign == symbols.plus ? "plusSign" : "minusSign", sign) }
        if let prefix, !prefix.text.isEmpty { emit(prefix.type, prefix.text) }
        writeInteger(value, emit)
        let fractionCount = value.fractionDigitCount
        if fractionCount > 0 {
            emit("decimal", symbols.decimal)
            var fraction = ""
            var power = -1
            while power >= -fractionCount {
                fraction += symbols.digits[Int(value.digit(atPower: power))]
                power -= 1
            }
            emit("fraction", fraction)
        }
        if let suffix, !suffix.text.isEmpty { emit(suffix.type, suffix.text) }
        if !signSuffix.isEmpty { emit("literal", signSuffix) }
    }

    private func writeInteger(_ value: DecimalNumber, _ emit: (String, String) -> Void) {
        let count = max(value.integerDigitCount, settings.minimumIntegerDigits, 1)
        let primary = symbols.primaryGroup
        var grouped = primary > 0
        var minimumGrouping = symbols.minimumGroupingDigits
        switch settings.grouping {
        case .auto: break
        case .always: minimumGrouping = 1
        case .never: grouped = false
        case .min2: minimumGrouping = 2
        }
        if grouped && count < primary + minimumGrouping { grouped = false }
        if !grouped, symbols.asciiDigits, count <= 18, value.exponent >= 0 || count > 0 {
            var piece = ""
            var power = count - 1
            while power >= 0 {
                piece += NumberSymbols.asciiDigitStrings[Int(value.digit(atPower: power))]
                power -= 1
            }
            emit("integer", piece)
            return
        }
        var piece = ""
        for power in stride(from: count - 1, through: 0, by: -1) {
            piece += symbols.digits[Int(value.digit(atPower: power))]
            guard grouped, power > 0 else { continue }
            let boundary: Bool
            if power == primary {
                boundary = true
            } else if power > primary {
                boundary = (power - primary) % max(1, symbols.secondaryGroup) == 0
            } else {
                boundary = false
            }
            if boundary {
                emit("integer", piece)
                emit("group", symbols.group)
                piece = ""
            }
        }
        emit("integer", piece)
    }
}

/// Collects UTF-8 bytes into a fixed buffer (stack memory) and makes a string of them.
private struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    var overflowed = false

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard count + bytes.count <= buffer.count else {
                overflowed = true
                return
            }
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                (target + count).update(from: source, count: bytes.count)
            }
            count += bytes.count
        }
    }

    var string: String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}
