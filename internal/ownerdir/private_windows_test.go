package ownerdir

import (
	"fmt"
	"strings"

	"golang.org/x/sys/windows"
)

// private fails unless every entry of dir's DACL is for the current user
// or for SYSTEM (the one Wine adds: it keeps a file's access list as Unix
// mode bits and reads the owner's as both), and one grants the user full
// control.
func private(dir string) error {
	sd, err := windows.GetNamedSecurityInfo(dir, windows.SE_FILE_OBJECT, windows.DACL_SECURITY_INFORMATION)
	if err != nil {
		return err
	}
	user, err := windows.GetCurrentProcessToken().GetTokenUser()
	if err != nil {
		return err
	}
	sddl, sid := sd.String(), user.User.Sid.String()
	_, aces, _ := strings.Cut(sddl, "(")
	if !strings.Contains(sddl, "(A;OICI;FA;;;"+sid+")") {
		return fmt.Errorf("security descriptor %s grants %s no inherited full control", sddl, sid)
	}
	for _, ace := range strings.Split(strings.TrimSuffix(aces, ")"), ")(") {
		if who := ace[strings.LastIndexByte(ace, ';')+1:]; who != sid && who != "SY" {
			return fmt.Errorf("security descriptor %s lets %s in", sddl, who)
		}
	}
	return nil
}
