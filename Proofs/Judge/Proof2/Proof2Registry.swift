import Catalog
import Proof2Kit
import Proof2Fixed
import Proof2Broken
import Proof2AnalyticsAfterGuard
import Proof2BackgroundRefreshTask
import Proof2CancelInflightWrongTask
import Proof2CancelledRefreshClearsTheStore
import Proof2ClearStopsOnlyARunningRefresh
import Proof2CompareSnapshot
import Proof2FailedRefreshRestoresWhatItSaw
import Proof2ForeignErrorsBecomeConnectivity
import Proof2MainActorStore
import Proof2NewerRefreshGivesWay
import Proof2NewestStartWins
import Proof2OptionalSessionToken
import Proof2OvertakenRefreshSwallowsItsFailure
import Proof2OvertakenRefreshThrowsItsOwnError
import Proof2OwnTaskCancelledCorrect
import Proof2RefreshTokenOnly
import Proof2SerializeRefreshes
import Proof2SignedOutFlag
import Proof2SilentReturnWhenCancelled
import Proof2SkipUnchangedAnswer
import Proof2WriteHandedToATask

// Each version's store is Exercise 2's `SessionProductStore`, compiled in a module of its own:
// these lines let the student's proof use any of them through `SessionStore`.
extension Proof2Fixed.SessionProductStore: SessionStore {}
extension Proof2Broken.SessionProductStore: SessionStore {}
extension Proof2AnalyticsAfterGuard.SessionProductStore: SessionStore {}
extension Proof2BackgroundRefreshTask.SessionProductStore: SessionStore {}
extension Proof2CancelInflightWrongTask.SessionProductStore: SessionStore {}
extension Proof2CancelledRefreshClearsTheStore.SessionProductStore: SessionStore {}
extension Proof2ClearStopsOnlyARunningRefresh.SessionProductStore: SessionStore {}
extension Proof2CompareSnapshot.SessionProductStore: SessionStore {}
extension Proof2FailedRefreshRestoresWhatItSaw.SessionProductStore: SessionStore {}
extension Proof2ForeignErrorsBecomeConnectivity.SessionProductStore: SessionStore {}
extension Proof2MainActorStore.SessionProductStore: SessionStore {}
extension Proof2NewerRefreshGivesWay.SessionProductStore: SessionStore {}
extension Proof2NewestStartWins.SessionProductStore: SessionStore {}
extension Proof2OptionalSessionToken.SessionProductStore: SessionStore {}
extension Proof2OvertakenRefreshSwallowsItsFailure.SessionProductStore: SessionStore {}
extension Proof2OvertakenRefreshThrowsItsOwnError.SessionProductStore: SessionStore {}
extension Proof2OwnTaskCancelledCorrect.SessionProductStore: SessionStore {}
extension Proof2RefreshTokenOnly.SessionProductStore: SessionStore {}
extension Proof2SerializeRefreshes.SessionProductStore: SessionStore {}
extension Proof2SignedOutFlag.SessionProductStore: SessionStore {}
extension Proof2SilentReturnWhenCancelled.SessionProductStore: SessionStore {}
extension Proof2SkipUnchangedAnswer.SessionProductStore: SessionStore {}
extension Proof2WriteHandedToATask.SessionProductStore: SessionStore {}

/// The versions of Exercise 2 that Proof 2 is judged against, by name: `fixed`, `broken`, and
/// each gallery entry's file name (`Versions/Proof2/` holds their sources). The lines that name a
/// version are written by `swift run lab proofs --sync-versions`, each from the `fixed` version's line.
enum Proof2Registry {
    static func versions(named name: String) -> SessionStoreVersions? {
        switch name {
        case "fixed": SessionStoreVersions { Proof2Fixed.SessionProductStore() }
        case "broken": SessionStoreVersions { Proof2Broken.SessionProductStore() }
        case "analytics-after-guard": SessionStoreVersions { Proof2AnalyticsAfterGuard.SessionProductStore() }
        case "background-refresh-task": SessionStoreVersions { Proof2BackgroundRefreshTask.SessionProductStore() }
        case "cancel-inflight-wrong-task": SessionStoreVersions { Proof2CancelInflightWrongTask.SessionProductStore() }
        case "cancelled-refresh-clears-the-store": SessionStoreVersions { Proof2CancelledRefreshClearsTheStore.SessionProductStore() }
        case "clear-stops-only-a-running-refresh": SessionStoreVersions { Proof2ClearStopsOnlyARunningRefresh.SessionProductStore() }
        case "compare-snapshot": SessionStoreVersions { Proof2CompareSnapshot.SessionProductStore() }
        case "failed-refresh-restores-what-it-saw": SessionStoreVersions { Proof2FailedRefreshRestoresWhatItSaw.SessionProductStore() }
        case "foreign-errors-become-connectivity": SessionStoreVersions { Proof2ForeignErrorsBecomeConnectivity.SessionProductStore() }
        case "main-actor-store": SessionStoreVersions { Proof2MainActorStore.SessionProductStore() }
        case "newer-refresh-gives-way": SessionStoreVersions { Proof2NewerRefreshGivesWay.SessionProductStore() }
        case "newest-start-wins": SessionStoreVersions { Proof2NewestStartWins.SessionProductStore() }
        case "optional-session-token": SessionStoreVersions { Proof2OptionalSessionToken.SessionProductStore() }
        case "overtaken-refresh-swallows-its-failure": SessionStoreVersions { Proof2OvertakenRefreshSwallowsItsFailure.SessionProductStore() }
        case "overtaken-refresh-throws-its-own-error": SessionStoreVersions { Proof2OvertakenRefreshThrowsItsOwnError.SessionProductStore() }
        case "own-task-cancelled-correct": SessionStoreVersions { Proof2OwnTaskCancelledCorrect.SessionProductStore() }
        case "refresh-token-only": SessionStoreVersions { Proof2RefreshTokenOnly.SessionProductStore() }
        case "serialize-refreshes": SessionStoreVersions { Proof2SerializeRefreshes.SessionProductStore() }
        case "signed-out-flag": SessionStoreVersions { Proof2SignedOutFlag.SessionProductStore() }
        case "silent-return-when-cancelled": SessionStoreVersions { Proof2SilentReturnWhenCancelled.SessionProductStore() }
        case "skip-unchanged-answer": SessionStoreVersions { Proof2SkipUnchangedAnswer.SessionProductStore() }
        case "write-handed-to-a-task": SessionStoreVersions { Proof2WriteHandedToATask.SessionProductStore() }
        default: nil
        }
    }
}
