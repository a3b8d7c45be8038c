// UIKit presentations the catalog likes: no finding is expected here.
import SwiftUI
import UIKit

final class EditorViewController: UIViewController {
    weak var delegate: EditorDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }
}

protocol EditorDelegate: AnyObject {}

struct SettingsForm: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

final class LibraryViewController: UIViewController {
    func edit() {
        let editor = EditorViewController()
        editor.modalPresentationStyle = .formSheet
        present(editor, animated: true)
    }

    func showSettings() {
        let settings = UIHostingController(rootView: SettingsForm())
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }

    func pickColor() {
        let picker = UIColorPickerViewController()
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(picker, animated: true)
    }

    func confirmRemove() {
        let sheet = UIAlertController(title: "Remove this book?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
