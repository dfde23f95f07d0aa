package main

import (
	"os"
	"sync"
)

// logFile is a log file opened for appending that Reopen opens again by
// name, so that after a rotation by renaming (logrotate's default, then
// SIGHUP) the log goes on in a new file, as nginx does on USR1.
type logFile struct {
	name string
	mu   sync.Mutex
	f    *os.File
}

// openLogFile opens name for appending, creating it if need be.
func openLogFile(name string) (*logFile, error) {
	l := &logFile{name: name}
	if err := l.Reopen(); err != nil {
		return nil, err
	}
	return l, nil
}

// Write appends p to the file.
func (l *logFile) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Write(p)
}

// Reopen closes the file and opens the file now at its name. When the
// name cannot be opened, the old file is kept and the error returned.
func (l *logFile) Reopen() error {
	f, err := os.OpenFile(l.name, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	l.mu.Lock()
	old := l.f
	l.f = f
	l.mu.Unlock()
	if old != nil {
		return old.Close()
	}
	return nil
}

// Close closes the file.
func (l *logFile) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Close()
}
