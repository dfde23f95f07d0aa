package browser

import (
	"strings"
	"testing"
)

func TestExecPathNamesInstallCommand(t *testing.T) {
	t.Setenv("CHROME_PATH", "/nonexistent/chromium")
	_, err := ExecPath()
	if err == nil || !strings.Contains(err.Error(), InstallCommand) {
		t.Errorf("ExecPath() with a wrong CHROME_PATH: error %v, want one naming %q", err, InstallCommand)
	}
	if _, err := StartBrowser(""); err == nil || !strings.Contains(err.Error(), InstallCommand) {
		t.Errorf("StartBrowser() with a wrong CHROME_PATH: error %v, want one naming %q", err, InstallCommand)
	}
}
