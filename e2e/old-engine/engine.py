"""The old engine: one QtWebEngine 5.15 window (a Chromium 87 core, as on phones and WebViews of late
2020), opened on about:blank with an empty profile, for the suite to drive over the DevTools protocol. Qt opens that
protocol on the port in QTWEBENGINE_REMOTE_DEBUGGING, which the harness sets. Run with Debian's
python3 and its python3-pyqt5.qtwebengine; the window's size is argv[1] x argv[2]."""
import sys

from PyQt5.QtCore import QUrl
from PyQt5.QtWebEngineWidgets import QWebEnginePage, QWebEngineProfile, QWebEngineView
from PyQt5.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
view = QWebEngineView()
# A profile of its own, kept in memory only: every run starts with no stored draft, cache or worker.
profile = QWebEngineProfile(view)
view.setPage(QWebEnginePage(profile, view))
view.resize(int(sys.argv[1]), int(sys.argv[2]))
view.load(QUrl('about:blank'))
view.show()
sys.exit(app.exec_())
