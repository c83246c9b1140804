import Localization
import Testing

@Suite struct SpokenFormsTests {
    struct Case: Sendable, CustomStringConvertible {
        var tag: String
        var written: String
        var spoken: String
        var description: String { "\(tag): \(written)" }
    }

    static let cases: [Case] = [
        Case(tag: "pt-BR", written: "Av. Brig. Faria Lima", spoken: "Avenida Brigadeiro Faria Lima"),
        Case(tag: "pt-BR", written: "R. Dr. Arnaldo", spoken: "Rua Doutor Arnaldo"),
        Case(tag: "pt-BR", written: "Pça. da Sé", spoken: "Praça da Sé"),
        Case(tag: "pt-BR", written: "R. Augusta", spoken: "Rua Augusta"),
        Case(tag: "pt-BR", written: "Av. Paulista, 1578", spoken: "Avenida Paulista, 1578"),
        Case(tag: "pt-BR", written: "Al. Santos", spoken: "Alameda Santos"),
        Case(tag: "pt-BR", written: "R. Sta. Ifigênia", spoken: "Rua Santa Ifigênia"),
        Case(tag: "pt-BR", written: "Igreja de N. Sra. do Carmo", spoken: "Igreja de Nossa Senhora do Carmo"),
        Case(
            tag: "pt-BR", written: "Rod. Pres. Dutra, km 225",
            spoken: "Rodovia Presidente Dutra, quilômetro 225"),
        Case(
            tag: "pt-BR", written: "Av. Prof. Luciano Gualberto",
            spoken: "Avenida Professor Luciano Gualberto"),
        Case(
            tag: "pt-BR", written: "Av. Eng. Luís Carlos Berrini",
            spoken: "Avenida Engenheiro Luís Carlos Berrini"),
        Case(tag: "pt-BR", written: "Av. Sen. Teotônio Vilela", spoken: "Avenida Senador Teotônio Vilela"),
        Case(
            tag: "pt-BR", written: "Av. Pres. Juscelino Kubitschek",
            spoken: "Avenida Presidente Juscelino Kubitschek"),
        Case(tag: "pt-BR", written: "R. Sr. dos Passos", spoken: "Rua Senhor dos Passos"),
        Case(tag: "pt-BR", written: "Av. Mons. Gustavo Freire", spoken: "Avenida Monsenhor Gustavo Freire"),
        Case(tag: "pt-BR", written: "R. Gal. Jardim", spoken: "Rua General Jardim"),
        Case(tag: "pt-BR", written: "R. José Bonifácio Jr.", spoken: "Rua José Bonifácio Júnior"),
        Case(tag: "pt-BR", written: "Est. do M'Boi Mirim", spoken: "Estrada do M'Boi Mirim"),
        Case(tag: "pt-BR", written: "Tv. Dr. Miguel Couto", spoken: "Travessa Doutor Miguel Couto"),
        Case(
            tag: "pt-BR", written: "Av. Prof. Luciano R. Gualberto",
            spoken: "Avenida Professor Luciano R. Gualberto"),
        Case(tag: "pt-BR", written: "R. Augusta, nº 1000", spoken: "Rua Augusta, número 1000"),
        Case(tag: "pt-BR", written: "Saia na 3a saída", spoken: "Saia na 3ª saída"),
        Case(tag: "pt-BR", written: "limite de 80 km/h", spoken: "limite de 80 quilômetros por hora"),
        Case(tag: "pt-BR", written: "(Av. Paulista)", spoken: "(Avenida Paulista)"),
        Case(tag: "pt-BR", written: "Rua Augusta", spoken: "Rua Augusta"),
        Case(tag: "pt-BR", written: "", spoken: ""),
        Case(tag: "pt-PT", written: "Av. da Liberdade", spoken: "Avenida da Liberdade"),
        Case(tag: "pt-PT", written: "R. Augusta", spoken: "Rua Augusta"),
        Case(tag: "pt-PT", written: "Pç. do Comércio", spoken: "Praça do Comércio"),
        Case(tag: "pt-PT", written: "Lg. do Chiado", spoken: "Largo do Chiado"),
        Case(tag: "pt-PT", written: "Av. Eng. Duarte Pacheco", spoken: "Avenida Engenheiro Duarte Pacheco"),
        Case(tag: "pt-PT", written: "Calç. do Combro", spoken: "Calçada do Combro"),
        Case(tag: "pt-PT", written: "Tv. do Carmo", spoken: "Travessa do Carmo"),
        Case(tag: "pt-PT", written: "R. Dr. Almeida Amaral", spoken: "Rua Doutor Almeida Amaral"),
        Case(tag: "pt-PT", written: "2.ª Circular", spoken: "2ª Circular"),
        Case(tag: "pt-PT", written: "limite de 120 km/h", spoken: "limite de 120 quilómetros por hora"),
        Case(tag: "en-US", written: "Main St", spoken: "Main Street"),
        Case(tag: "en-US", written: "St Marks Pl", spoken: "Saint Marks Place"),
        Case(tag: "en-US", written: "N Main St", spoken: "North Main Street"),
        Case(tag: "en-US", written: "E St NW", spoken: "E Street Northwest"),
        Case(tag: "en-US", written: "Park Ave S", spoken: "Park Avenue South"),
        Case(
            tag: "en-US", written: "Dr Martin Luther King Jr Dr",
            spoken: "Doctor Martin Luther King Junior Drive"
        ),
        Case(tag: "en-US", written: "Mt Vernon Ave", spoken: "Mount Vernon Avenue"),
        Case(tag: "en-US", written: "Sunset Blvd", spoken: "Sunset Boulevard"),
        Case(tag: "en-US", written: "S 81", spoken: "S 81"),
        Case(tag: "en-US", written: "CT 145", spoken: "CT 145"),
        Case(tag: "en-US", written: "speed limit 55 mph", spoken: "speed limit 55 miles per hour"),
    ]

    @Test(arguments: cases)
    func spokenForms(expected: Case) throws {
        let facts = try TestData.facts(expected.tag)
        let text = facts.spoken.apply(to: expected.written, symbols: facts.number)
        #expect(text.spokenText == expected.spoken)
        #expect(text.displayText == expected.written)
    }

    @Test func ssmlMarksEverySubstitution() throws {
        let facts = try TestData.facts("pt-BR")
        let text = facts.spoken.apply(to: "Igreja de N. Sra. do Carmo & <Cia>")
        #expect(
            text.ssml == "Igreja de <sub alias=\"Nossa Senhora\">N. Sra.</sub> do Carmo &amp; &lt;Cia&gt;")
        let comma = facts.spoken.apply(to: "Av. Paulista, Pça. da Sé")
        #expect(comma.ssml == "<sub alias=\"Avenida\">Av.</sub> Paulista, Pça. da Sé")
    }

    @Test func pluralFormsFollowTheNumber() throws {
        let facts = try TestData.facts("pt-BR")
        let category: @Sendable (String) -> String = {
            $0 == "1" || $0.hasPrefix("1.") || $0.hasPrefix("0") ? "one" : "other"
        }
        #expect(
            facts.spoken.apply(to: "1 km", symbols: facts.number, pluralCategory: category).spokenText
                == "1 quilômetro")
        #expect(
            facts.spoken.apply(to: "1,5 km", symbols: facts.number, pluralCategory: category).spokenText
                == "1,5 quilômetro")
        #expect(
            facts.spoken.apply(to: "2 km", symbols: facts.number, pluralCategory: category).spokenText
                == "2 quilômetros")
        #expect(
            facts.spoken.apply(to: "500 m", symbols: facts.number, pluralCategory: category).spokenText
                == "500 metros")
    }
}
