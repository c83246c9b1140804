import CEspeakNG

extension EspeakSynthesizer {
    /// The phonemes eSpeak NG would say for `text` with `voice`, in its ASCII notation (what
    /// `espeak-ng -x` prints), clauses separated by a space. Tests and checks compare the
    /// phonemes of a spoken form with those of the words meant ("Dom Pedro Segundo"), which
    /// shows a misreading ("D." as five hundred) without listening.
    public func phonemesNow(_ text: String, voice: String) throws(SpeechError) -> String {
        let path = dataPath
        return try EspeakEngine.shared.withLibrary { (state: inout EspeakEngine.State) throws(SpeechError) in
            try EspeakEngine.ensureInitialized(&state, requestedPath: path)
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

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
