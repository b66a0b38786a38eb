import ConcurrencyProbes

/// An example from outside any course: a withdrawal that asks a fraud check before it pays
/// out. The check-await-act shape: the balance is checked, the call awaits the fraud check
/// (the actor lets other calls in), then pays — on a balance that may have changed.
struct Ledger: Sendable, Equatable {
    var balance: Int
    var paidOut: Int
}

struct InsufficientFunds: Error, CustomStringConvertible {
    var description: String { "InsufficientFunds" }
}

protocol Account: Actor {
    var ledger: Ledger { get }
    func withdraw(_ amount: Int, approval: @Sendable () async throws -> Bool) async throws
    func deposit(_ amount: Int)
}

/// Checks, awaits, then acts on what it checked before the `await`.
actor CheckThenPayAccount: Account {
    private(set) var ledger: Ledger

    init(balance: Int) { ledger = Ledger(balance: balance, paidOut: 0) }

    func withdraw(_ amount: Int, approval: @Sendable () async throws -> Bool) async throws {
        guard ledger.balance >= amount else { throw InsufficientFunds() }
        guard try await approval() else { return }
        ledger.balance -= amount
        ledger.paidOut += amount
    }

    func deposit(_ amount: Int) { ledger.balance += amount }
}

/// Takes the money aside before the `await` and gives it back if the check says no: nothing
/// it decided before the suspension is trusted after it.
actor ReservingAccount: Account {
    private(set) var ledger: Ledger

    init(balance: Int) { ledger = Ledger(balance: balance, paidOut: 0) }

    func withdraw(_ amount: Int, approval: @Sendable () async throws -> Bool) async throws {
        guard ledger.balance >= amount else { throw InsufficientFunds() }
        ledger.balance -= amount
        let approved: Bool
        do {
            approved = try await approval()
        } catch {
            ledger.balance += amount
            throw error
        }
        guard approved else {
            ledger.balance += amount
            return
        }
        ledger.paidOut += amount
    }

    func deposit(_ amount: Int) { ledger.balance += amount }
}

enum BankAccountScenario {
    static let opening = 100
    static let deposits = 10

    /// Money is neither made nor lost, and the balance never goes below zero.
    static let conserved = ScheduleCheck<Ledger>("money is conserved and the balance never goes below zero") { outcome in
        let ledger = outcome.state
        if ledger.balance < 0 { return "the balance went below zero: more was paid out than the account held" }
        let deposited = outcome.started.filter { $0.hasPrefix("deposit") }.count * deposits
        if ledger.balance + ledger.paidOut != opening + deposited {
            return "\(ledger.paidOut) paid out of \(opening + deposited) leaves \(ledger.balance): money was made or lost"
        }
        return nil
    }

    static func withdraw(_ amount: Int) -> ScheduledOperation<any Account, Ledger> {
        .awaiting("withdraw \(amount)", on: "the fraud check", answer: true, shown: "approved") { account, fraudCheck in
            try await account.withdraw(amount) { try await fraudCheck.park() }
        }
    }

    static let deposit = ScheduledOperation<any Account, Ledger>.immediate("deposit \(deposits)") { account in
        await account.deposit(deposits)
    }

    static func explorer(
        _ make: @escaping @Sendable () -> any Account, maxSchedules: Int? = nil
    ) -> ScheduleExplorer<any Account, Ledger> {
        ScheduleExplorer(
            makeSubject: make,
            observe: { await $0.ledger },
            show: { "balance \($0.balance), paid out \($0.paidOut)" },
            operations: [withdraw(80), withdraw(50), deposit],
            check: conserved,
            maxSchedules: maxSchedules)
    }
}
