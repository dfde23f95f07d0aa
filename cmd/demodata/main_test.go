package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestAnswer(t *testing.T) {
	tests := []struct {
		target     string
		wantStatus int
		wantOut    string // a prefix of standard output
		wantErr    string // held by standard error
	}{
		{"/tessera/api/orders?page=0&pageSize=5", 0, `{"rows":[`, ""},
		{"/tessera/api/nope", 1, "", "/tessera/api/nope: 404 Not Found"},
		{"/tessera/api/orders?page=-1", 1, "", "400 Bad Request"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		if got := answer(tt.target, &out, &errOut); got != tt.wantStatus {
			t.Errorf("answer(%q) = %d, want %d (stderr %q)", tt.target, got, tt.wantStatus, errOut.String())
		}
		if !strings.HasPrefix(out.String(), tt.wantOut) || (tt.wantOut == "" && out.Len() != 0) {
			t.Errorf("answer(%q) wrote %.60q, want %q", tt.target, out.String(), tt.wantOut)
		}
		if !strings.Contains(errOut.String(), tt.wantErr) {
			t.Errorf("answer(%q) stderr = %q, want it to hold %q", tt.target, errOut.String(), tt.wantErr)
		}
	}
	var out bytes.Buffer
	answer("/tessera/api/orders?page=0&pageSize=5", &out, &out)
	var page struct {
		Rows     []json.RawMessage `json:"rows"`
		RowCount int               `json:"rowCount"`
	}
	if err := json.Unmarshal(out.Bytes(), &page); err != nil || len(page.Rows) != 5 || page.RowCount == 0 {
		t.Errorf("answer's page = %d rows of %d (%v), want 5 of many", len(page.Rows), page.RowCount, err)
	}
}
