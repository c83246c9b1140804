/// The phoneme programs of `phonindex`, walked instruction by instruction without running them:
/// every sound, envelope and call they name must lie inside `phondata` and `phonindex`. eSpeak
/// NG follows these addresses blindly, so a truncated `phondata` or a damaged `phonindex` is a
/// crash waiting for the first phoneme that uses it, which a short probe may never speak.
///
/// The instruction format (16-bit words; the top four bits say the kind and the length) is the
/// one eSpeak NG's phoneme compiler writes; a walk of an intact file lands on every
/// instruction's first word.
enum PhonemePrograms {
    /// Why the programs cannot be trusted, or nil.
    static func problem(_ index: [UInt8], dataSize: Int) -> String? {
        let words = stride(from: 0, to: index.count - 1, by: 2).map {
            Int(index[$0]) | Int(index[$0 + 1]) << 8
        }
        var position = 0
        while position < words.count {
            let length = instructionLength(words, at: position)
            guard position + length <= words.count else {
                return
                    "phonindex: an instruction at word \(position) runs past the end (truncated or damaged)"
            }
            for address in soundAddresses(words, at: position, length: length) where address >= dataSize {
                return
                    "phonindex refers to byte \(address) of phondata, which has \(dataSize) bytes (truncated, or phonindex damaged)"
            }
            if let call = calledProgram(words, at: position), call >= words.count {
                return "phonindex: a call to word \(call), past its end (truncated or damaged)"
            }
            position += length
        }
        return nil
    }

    /// Words per instruction kind where the kind alone decides (0 means "look closer").
    private static let fixedLengths = [0, 1, 0, 0, 1, 1, 0, 1, 1, 2, 4, 0, 0, 0, 0, 0]
    /// The operand-less kind's sub-code for an IPA name, followed by its UTF-8 bytes.
    private static let ipaName = 0xD

    private static func instructionLength(_ words: [Int], at position: Int) -> Int {
        let word = words[position]
        let kind = word >> 12
        if fixedLengths[kind] > 0 { return fixedLengths[kind] }
        switch kind {
        case 0:
            return (word >> 8) & 0xF == ipaName ? ((word & 0xFF) + 1) / 2 + 1 : 1
        case 6:
            let jump = (word & 0xF00) >> 9
            return jump == 5 || jump == 6 ? 12 : 1  // a switch on the vowel type: six sounds
        case 2, 3:
            let condition = word & 0xF00
            return condition == 0x600 || condition == 0xD00 ? 2 : 1
        default:
            return 2  // a sound: its address spans this word and the next
        }
    }

    /// The `phondata` byte offsets an instruction names.
    private static func soundAddresses(_ words: [Int], at position: Int, length: Int) -> [Int] {
        let word = words[position]
        switch word >> 12 {
        case 11...15:
            return [(word & 0xF) << 18 + words[position + 1] << 2]
        case 9 where [2, 3].contains((word >> 8) & 0xF):
            return [(word & 0xF) << 16 + words[position + 1]]  // a pitch or amplitude envelope
        case 6 where length == 12:
            return (0..<5).map { vowel in
                ((words[position + vowel * 2 + 1] & 0xF) << 16 + words[position + vowel * 2 + 2]) * 4
            }
        default:
            return []
        }
    }

    /// The program word a call instruction jumps to.
    private static func calledProgram(_ words: [Int], at position: Int) -> Int? {
        let word = words[position]
        guard word >> 12 == 9, (word >> 8) & 0xF == 1 else { return nil }
        return (word & 0xF) << 16 + words[position + 1]
    }
}
