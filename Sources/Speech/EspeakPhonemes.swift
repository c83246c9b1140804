import CEspeakNG

extension EspeakSynthesizer {
    /// The phonemes eSpeak NG would say for `text` with `voice`, in its ASCII notation (what
    /// `espeak-ng -x` prints), clauses separated by a space. Tests and checks compare the
    /// phonemes of a spoken form with those of the words meant ("Dom Pedro Segundo"), which
    /// shows a misreading ("D." as five hundred) without listening.
    public func phonemesNow(_ text: String, voice: String) throws(SpeechError) -> String {
        try EspeakEngine.shared.withLibrary { (state: inout EspeakEngine.State) throws(SpeechError) in
            try EspeakEngine.ensureInitialized(&state, requestedPath: dataPath)
            _ = try EspeakEngine.selectVoice(&state, named: voice)
            var clauses: [String] = []
            text.withCString { start in
                var position: UnsafeRawPointer? = UnsafeRawPointer(start)
                while position != nil {
                    guard let phonemes = espeak_TextToPhonemes(&position, espeakCHARS_UTF8, 0) else { break }
                    let clause = String(cString: phonemes).trimmingSpaces()
                    if !clause.isEmpty { clauses.append(clause) }
                }
            }
            return clauses.joined(separator: " ")
        }
    }
}

extension EspeakSynthesizer {
    /// One clause as a Piper voice reads it: eSpeak NG's IPA phonemes and the punctuation that
    /// ended the clause in the text (none at the end of a text without any).
    public struct PhonemeClause: Sendable, Hashable {
        /// The clause's phonemes in IPA, words separated by spaces.
        public var phonemes: String
        /// The character that ended the clause (`,` `.` `?` `!` `;` `:`), if any.
        public var ending: Character?
    }

    /// The clauses of `text` in IPA as `voice` says them: what a neural voice trained on eSpeak
    /// NG's phonemes is given, so that every word is read by the rules (and the lexicon of
    /// spoken forms) it is read by today.
    public func ipaClausesNow(_ text: String, voice: String) throws(SpeechError) -> [PhonemeClause] {
        try EspeakEngine.shared.withLibrary { (state: inout EspeakEngine.State) throws(SpeechError) in
            try EspeakEngine.ensureInitialized(&state, requestedPath: dataPath)
            _ = try EspeakEngine.selectVoice(&state, named: voice)
            var clauses: [PhonemeClause] = []
            let bytes = Array(text.utf8) + [0]
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var position: UnsafeRawPointer? = UnsafeRawPointer(base)
                while let start = position {
                    guard
                        let phonemes = espeak_TextToPhonemes(&position, espeakCHARS_UTF8, espeakPHONEMES_IPA)
                    else { break }
                    // What the call consumed tells how the clause ended.
                    let from = start - UnsafeRawPointer(base)
                    let to = position.map { $0 - UnsafeRawPointer(base) } ?? buffer.count - 1
                    let consumed = String(
                        decoding: buffer[from..<max(from, min(to, buffer.count - 1))], as: UTF8.self)
                    let ending = consumed.last { !$0.isWhitespace }.flatMap {
                        ",.;:!?".contains($0) ? $0 : nil
                    }
                    let clause = Self.withoutLanguageSwitches(String(cString: phonemes)).trimmingSpaces()
                    if !clause.isEmpty {
                        clauses.append(PhonemeClause(phonemes: clause, ending: ending))
                    } else if let ending, let last = clauses.indices.last, clauses[last].ending == nil {
                        clauses[last].ending = ending
                    }
                }
            }
            return clauses
        }
    }

    /// IPA without eSpeak NG's language switches (`(fr)`, `(en)`): marks for its own voices,
    /// not sounds.
    static func withoutLanguageSwitches(_ phonemes: String) -> String {
        guard phonemes.contains("(") else { return phonemes }
        var result = ""
        var inSwitch = false
        for character in phonemes {
            if character == "(" {
                inSwitch = true
            } else if character == ")", inSwitch {
                inSwitch = false
            } else if !inSwitch {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
