/// The lexing of JSON strings and numbers, shared by the two readers of JSON in the package: the
/// strict document parser (``JSONParser``) and the NDJSON wire decoder of `GuidanceModel`, which
/// is built for speed and keeps its own structure walk. Both must read the same text to the same
/// values and refuse the same text, so the parts of the grammar they have in common live here
/// once: escape decoding, UTF-8 validation, the number grammar and its conversion to `Double`.
///
/// Every function works on a buffer of the input's bytes and a position in it, and is inlinable,
/// so that each reader gets it compiled into its own loop. Problems come back as a
/// ``JSONLexing/Problem``; each reader words them in its own messages.
package enum JSONLexing {}

extension JSONLexing {
    /// What is wrong with a string or number, and where, for the reader to word.
    package struct Problem: Error, Sendable, Equatable {
        /// The kinds of mistake the lexer finds.
        package enum Kind: Sendable, Equatable {
            /// A number with no digit where its integer part should start (`-`, `-x`).
            case missingDigit
            /// A decimal point not followed by a digit (`1.`, `1.e5`).
            case missingFractionDigit
            /// An exponent marker not followed by a digit (`1e`, `1e+`).
            case missingExponentDigit
            /// The input ends inside a string.
            case unterminatedString
            /// A raw control character (below U+0020) inside a string.
            case controlCharacter
            /// The input ends right after a backslash.
            case unterminatedEscape
            /// A backslash followed by a character that starts no escape; the position is the
            /// backslash's.
            case invalidEscape
            /// `\u` not followed by four hexadecimal digits.
            case badHexDigits
            /// A surrogate escape without its partner: a high one not followed by `\u`, or a low
            /// one on its own.
            case unpairedSurrogate
            /// A high surrogate escape followed by a `\u` escape that is not a low surrogate.
            case invalidSurrogatePair
        }

        /// What is wrong.
        package var kind: Kind
        /// The byte offset the problem is reported at: where reading stopped, or the backslash
        /// of an invalid escape.
        package var position: Int

        /// A problem of `kind` at `position`.
        @inlinable
        package init(_ kind: Kind, at position: Int) {
            self.kind = kind
            self.position = position
        }
    }
}
