import CurrencyCore
import TestSupport
import XCTest

/// product-spec.md stage 1, test 3. Messages are checked in zh_TW, as the spec writes them.
// XCTest on Linux cannot call @MainActor test methods; each test body runs through
// MainActor.assumeIsolated instead (tests run on the main thread).
final class SettingsViewModelTests: XCTestCase, @unchecked Sendable {
    private var store: InMemorySettingsStore!
    private var viewModel: SettingsViewModel!

    override func setUpWithError() throws {
        try installZhTW()
        MainActor.assumeIsolated {
            store = InMemorySettingsStore()
            viewModel = SettingsViewModel(store: store)
        }
    }

    override func tearDown() {
        Localization.reset()
    }

    func testInitialState() {
        MainActor.assumeIsolated {
            XCTAssertEqual(viewModel.currencyName, "")
            XCTAssertEqual(viewModel.exchangeRate, "")
            XCTAssertFalse(viewModel.isValid)
            XCTAssertFalse(viewModel.canStartScan)
            XCTAssertNil(viewModel.errorMessage)
            XCTAssertNil(viewModel.hint)
        }
    }

    func testValidation_ValidInput() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "0.2"
            XCTAssertTrue(viewModel.isValid)
            XCTAssertTrue(viewModel.canStartScan)
            XCTAssertNil(viewModel.errorMessage)
        }
    }

    func testValidation_EmptyName() {
        MainActor.assumeIsolated {
            viewModel.currencyName = ""
            viewModel.exchangeRate = "0.2"
            XCTAssertFalse(viewModel.isValid)
            XCTAssertEqual(viewModel.errorMessage, "請輸入幣別名稱")
        }
    }

    func testValidation_EmptyRate() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = ""
            XCTAssertFalse(viewModel.isValid)
            XCTAssertEqual(viewModel.errorMessage, "請輸入匯率")
        }
    }

    func testValidation_InvalidRate_NonNumeric() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "abc"
            XCTAssertFalse(viewModel.isValid)
            XCTAssertEqual(viewModel.errorMessage, "匯率必須是數字")
        }
    }

    func testValidation_InvalidRate_Negative() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "-0.5"
            XCTAssertFalse(viewModel.isValid)
            XCTAssertEqual(viewModel.errorMessage, "匯率必須大於 0")
        }
    }

    func testValidation_InvalidRate_Zero() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "0"
            XCTAssertFalse(viewModel.isValid)
            XCTAssertEqual(viewModel.errorMessage, "匯率必須大於 0")
        }
    }

    func testValidation_RateTooLarge() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "10001"
            XCTAssertEqual(viewModel.errorMessage, "匯率不可超過 10000")
        }
    }

    func testValidation_NameTooLong() {
        MainActor.assumeIsolated {
            viewModel.currencyName = String(repeating: "x", count: 21)
            XCTAssertEqual(viewModel.errorMessage, "幣別名稱不可超過 20 個字")
        }
    }

    func testValidation_OnlyEditedFieldsShowErrors() {
        MainActor.assumeIsolated {
            viewModel.exchangeRate = "0.2"
            XCTAssertFalse(viewModel.isValid, "the name is still empty")
            XCTAssertNil(viewModel.errorMessage, "but the user has not typed in it yet")
            XCTAssertEqual(viewModel.validationError, .emptyName)
        }
    }

    func testSaveSettings() {
        MainActor.assumeIsolated {
            viewModel.currencyName = " JPY "
            viewModel.exchangeRate = "0.2"
            XCTAssertTrue(viewModel.save())
            XCTAssertTrue(viewModel.isSaved)
            XCTAssertEqual(store.loadSettings(), CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")))
        }
    }

    func testSaveInvalidSettings_WritesNothingAndShowsTheError() {
        MainActor.assumeIsolated {
            XCTAssertFalse(viewModel.save())
            XCTAssertFalse(viewModel.isSaved)
            XCTAssertNil(store.loadSettings())
            XCTAssertEqual(viewModel.errorMessage, "請輸入幣別名稱")
        }
    }

    func testSave_StoreRefuses() {
        MainActor.assumeIsolated {
            let viewModel = SettingsViewModel(store: ReadOnlySettingsStore())
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "0.2"
            XCTAssertFalse(viewModel.save())
            XCTAssertEqual(viewModel.saveError, .notWritable)
            XCTAssertEqual(viewModel.errorMessage, "無法儲存設定")
        }
    }

    func testEditingAfterSaveClearsIsSaved() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "0.2"
            viewModel.save()
            viewModel.exchangeRate = "0.21"
            XCTAssertFalse(viewModel.isSaved)
        }
    }

    func testLoadSettings() throws {
        try MainActor.assumeIsolated {
            try store.save(CurrencySettings(currencyName: "JPY", exchangeRate: D("0.2")))
            viewModel.load()
            XCTAssertEqual(viewModel.currencyName, "JPY")
            XCTAssertEqual(viewModel.exchangeRate, "0.2")
            XCTAssertTrue(viewModel.isValid)
        }
    }

    func testLoadSettings_WhenNoData() {
        MainActor.assumeIsolated {
            viewModel.load()
            XCTAssertEqual(viewModel.currencyName, "")
            XCTAssertEqual(viewModel.exchangeRate, "")
            XCTAssertNil(viewModel.errorMessage)
        }
    }

    func testReactiveValidation() {
        MainActor.assumeIsolated {
            var validationResults: [Bool] = []
            let viewModel = self.viewModel!
            viewModel.onChange = { [unowned viewModel] in validationResults.append(viewModel.isValid) }
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "0.2"
            XCTAssertEqual(validationResults, [false, true])
        }
    }

    func testHint() {
        MainActor.assumeIsolated {
            viewModel.currencyName = "日幣"
            viewModel.exchangeRate = "0.2"
            XCTAssertEqual(viewModel.hint, "日幣 ¥100 = 台幣 $20")
            viewModel.exchangeRate = "0.215"
            XCTAssertEqual(viewModel.hint, "日幣 ¥100 = 台幣 $21.50")
            viewModel.exchangeRate = "x"
            XCTAssertNil(viewModel.hint)
        }
    }

    func testHint_English() {
        MainActor.assumeIsolated {
            Localization.reset()
            viewModel.currencyName = "JPY"
            viewModel.exchangeRate = "31.35"
            XCTAssertEqual(viewModel.hint, "JPY ¥100 = NT$ 3,135")
            viewModel.currencyName = "Zorkmid"
            XCTAssertEqual(viewModel.hint, "Zorkmid 100 = NT$ 3,135", "no symbol for an unknown currency")
            viewModel.currencyName = " eur "
            XCTAssertEqual(viewModel.hint, "eur €100 = NT$ 3,135")
        }
    }
}
