import Localization
import Testing

@Suite struct SSMLTests {
    @Test func escapesUntrustedNames() {
        #expect(
            SSML.escape("Rua <Augusta> & Filhos \"Ltda\"")
                == "Rua &lt;Augusta&gt; &amp; Filhos &quot;Ltda&quot;")
        #expect(SSML.escape("D'Ávila") == "D'Ávila")
        #expect(SSML.escape("a\u{01}b\u{0B}c") == "abc")
        #expect(SSML.escape("plain") == "plain")
    }

    @Test func substitutionEscapesBothSides() {
        #expect(SSML.substitution(written: "Av.", spoken: "Avenida") == "<sub alias=\"Avenida\">Av.</sub>")
        #expect(
            SSML.substitution(written: "<&>", spoken: "\"q\"")
                == "<sub alias=\"&quot;q&quot;\">&lt;&amp;&gt;</sub>")
    }
}
