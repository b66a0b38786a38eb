import Foundation

/// One promise the fixed type keeps: a numbered line of the exercise README's "Contract"
/// section, with the tests that prove it. A gallery entry that breaks the clause must make
/// one of these tests fail (with `message` in its text, when the clause has one;
/// docs/ARCHITECTURE.md, "Contracts").
struct Clause: Decodable, Equatable {
    /// Its number in the README's list, from 1.
    let number: Int
    /// The promise in the README's words (the list item, without its number).
    let text: String
    /// The tests (`Module.Type/test`) that check the clause; they pass on the solutions track.
    let tests: [String]
    /// What the clause's tests say, in part, when the clause is broken. Needed where tests
    /// check more than one clause (one probe, several outcomes); without it, any failure of
    /// the clause's tests is the clause's.
    let message: String?

    /// A rule about the sources, which the lab checks by reading them (the escape-hatch rule):
    /// no behaviour shows it, so no proof of behaviour asks for it. Every README states such a
    /// clause in these words.
    var isReviewRule: Bool { text.contains("a review rule the lab enforces by reading the sources") }

    init(number: Int, text: String, tests: [String], message: String?) {
        self.number = number
        self.text = text
        self.tests = tests
        self.message = message
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["clause", "text", "tests", "message"], in: "a contract clause")
        let container = try decoder.container(keyedBy: StrictKeys.self)
        number = try container.decode(Int.self, forKey: StrictKeys("clause"))
        text = try container.decode(String.self, forKey: StrictKeys("text"))
        tests = try container.decode([String].self, forKey: StrictKeys("tests"))
        message = try container.decodeIfPresent(String.self, forKey: StrictKeys("message"))
    }
}
