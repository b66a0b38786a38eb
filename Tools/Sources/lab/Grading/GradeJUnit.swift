import Foundation

/// JUnit XML, as CI test reports read it: a `<testsuite>` per submission, a `<testcase>` per
/// test with `classname` the exercise, and one per proof exercise (`Proof3`: the judge's verdict). A failed proof's student message is the `<failure>`
/// element's *text* (GitLab shows the text and ignores the `message` attribute); a crash, a
/// run that timed out, a call that never returned and an exercise that does not compile are
/// `<error>`s; an exercise not handed in is a `<failure>` (a `<skipped>` would count it as
/// neither failed nor in error, and a class report would show that student clean).
///
/// ```swift
/// try Data(GradeJUnit.render(grades).utf8).write(to: url)
/// ```
enum GradeJUnit {
    static func render(_ grades: [SubmissionGrade]) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0)
        for grade in grades {
            var cases: [String] = []
            var counts = (tests: 0, failures: 0, errors: 0, skipped: 0)
            for exercise in grade.exercises {
                let classname = ExerciseID(exercise.exercise).name
                switch exercise.status {
                case .missing:
                    counts.tests += 1; counts.failures += 1
                    cases.append(testcase(classname, "\(classname) handed in", body: element(
                        "failure", message: "not handed in", type: "missing", text: "No source of \(classname) was handed in.")))
                case .doesNotCompile:
                    counts.tests += 1; counts.errors += 1
                    cases.append(testcase(classname, "\(classname) compiles", body: element(
                        "error", message: "does not compile", type: "build", text: exercise.compilerErrors.joined(separator: "\n"))))
                case .timedOut:
                    counts.tests += 1; counts.errors += 1
                    cases.append(testcase(classname, "\(classname) ends in time", body: element(
                        "error", message: "timed out", type: "timeout", text: "The tests did not end within the time limit.")))
                case .crashed, .neverReturned:
                    counts.tests += 1; counts.errors += 1
                    let word = GradeReport.cell(exercise)
                    cases.append(testcase(classname, "\(classname) ends by itself", body: element(
                        "error", message: word, type: exercise.status.rawValue, text: exercise.incident ?? word)))
                case .done, .failing:
                    for test in exercise.tests {
                        counts.tests += 1
                        let body: String
                        switch test.result {
                        case .passed: body = ""
                        case .skipped: counts.skipped += 1; body = "<skipped/>"
                        case .failed:
                            counts.failures += 1
                            body = element("failure", message: firstLine(test.message), type: "proof", text: test.message ?? "failed")
                        case .crashed:
                            counts.errors += 1
                            body = element("error", message: "crashed", type: "crash", text: test.message ?? "crashed")
                        }
                        cases.append(testcase(classname, test.name, body: body))
                    }
                }
            }
            for proof in grade.proofs {
                // One case per proof: the judge's verdict over every version is the student's one result.
                let classname = ProofExerciseID(proof.proof).name
                let name = "\(classname): the proof is done (\(ProofTrackCommand.runs) runs)"
                let text = proof.messages.joined(separator: "\n")
                counts.tests += 1
                let body: String
                switch proof.status {
                case .done: body = ""
                case .missing:
                    counts.failures += 1
                    body = element("failure", message: "not handed in", type: "missing", text: "No proof of \(classname) was handed in.")
                case .notStarted:
                    counts.failures += 1
                    body = element("failure", message: "not started", type: "notStarted",
                                   text: "\(ProofExerciseID(proof.proof).proofPath)/ is the starting proof as shipped (it asserts nothing): not judged.")
                case .notDone:
                    counts.failures += 1
                    body = element("failure", message: GradeReport.cell(proof), type: "proof", text: text.isEmpty ? GradeReport.cell(proof) : text)
                case .doesNotBuild:
                    counts.errors += 1
                    body = element("error", message: ProofVerdict.doesNotBuild.rawValue, type: "build", text: text)
                case .timedOut:
                    counts.errors += 1
                    body = element("error", message: "timed out", type: "timeout", text: "The judge did not end within the time limit.")
                case .noVerdict:
                    counts.errors += 1
                    body = element("error", message: "no verdict", type: "noVerdict", text: "The judge's process ended without a verdict (stopped, or crashed).")
                }
                cases.append(testcase(classname, name, body: body))
            }
            let properties = grade.edited.map { #"<property name="edited" value="\#(escape($0))"/>"# }
                + grade.refused.map { #"<property name="refused" value="\#(escape($0))"/>"# }
            suites.append(
                #"  <testsuite name="\#(escape(grade.name))" tests="\#(counts.tests)" failures="\#(counts.failures)" errors="\#(counts.errors)" skipped="\#(counts.skipped)">"#
                    + "\n" + (properties.isEmpty ? "" : "    <properties>" + properties.joined() + "</properties>\n")
                    + cases.joined(separator: "\n") + "\n  </testsuite>")
            totals.tests += counts.tests; totals.failures += counts.failures; totals.errors += counts.errors
        }
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<testsuites name="lab grade" tests="\#(totals.tests)" failures="\#(totals.failures)" errors="\#(totals.errors)">"# + "\n"
            + suites.joined(separator: "\n") + "\n</testsuites>\n"
    }

    private static func testcase(_ classname: String, _ name: String, body: String) -> String {
        let open = #"    <testcase classname="\#(escape(classname))" name="\#(escape(name))""#
        return body.isEmpty ? open + "/>" : open + ">" + body + "</testcase>"
    }

    private static func element(_ name: String, message: String, type: String, text: String) -> String {
        #"<\#(name) message="\#(escape(message))" type="\#(type)">\#(escape(text))</\#(name)>"#
    }

    private static func firstLine(_ text: String?) -> String {
        String((text ?? "failed").prefix { $0 != "\n" }.prefix(200))
    }

    /// XML text and attribute values: the five predefined entities, and no character XML 1.0
    /// forbids (a compiler message may carry control characters).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
