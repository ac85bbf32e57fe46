; Inno Setup script for Bauernschnapsen. packaging/build-windows compiles it under Wine:
;   ISCC /DAppVersion=<version> /DSourceDir=<one-folder build> /DIconFile=<icon.ico>
;        /DLicenseFile=<LICENSE> /O<output folder> bauernschnapsen.iss
; The defaults below are the paths of a build from the repository root on Windows
; (packaging/windows/README.md).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\bauernschnapsen"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\icon.ico"
#endif
#ifndef LicenseFile
  #define LicenseFile "..\..\LICENSE"
#endif

[Setup]
AppId={{6E0B7D5C-3C1F-4B7E-9A55-2A1C8E7B5D10}
AppName=Bauernschnapsen
AppVersion={#AppVersion}
AppVerName=Bauernschnapsen {#AppVersion}
AppPublisher=The Bauernschnapsen team
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Bauernschnapsen
DefaultDirName={autopf}\Bauernschnapsen
DefaultGroupName=Bauernschnapsen
DisableProgramGroupPage=yes
UninstallDisplayName=Bauernschnapsen
UninstallDisplayIcon={app}\bauernschnapsen.exe
OutputDir=..\..\dist
OutputBaseFilename=Bauernschnapsen-{#AppVersion}-setup
SetupIconFile={#IconFile}
LicenseFile={#LicenseFile}
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
WizardStyle=modern
; For all users (Program Files; needs an administrator) or, offered in a dialog, for the
; current user alone (%LOCALAPPDATA%\Programs, no administrator); /ALLUSERS or /CURRENTUSER
; choose on the command line.
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog commandline
; the installer's language follows Windows' display language; asked only where none fits
ShowLanguageDialog=auto
LanguageDetectionMethod=uilanguage
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[CustomMessages]
en.Comment=The Austrian four-player card game
de.Comment=Das österreichische Kartenspiel zu viert
ru.Comment=Австрийская карточная игра вчетвером

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Bauernschnapsen"; Filename: "{app}\bauernschnapsen.exe"; Comment: "{cm:Comment}"
Name: "{autodesktop}\Bauernschnapsen"; Filename: "{app}\bauernschnapsen.exe"; Comment: "{cm:Comment}"; Tasks: desktopicon

; Links to a table (bauernschnapsen://HOST/CODE, docs/protocol.md "Links to a table") open
; the game: the URL protocol under HKA (the machine's classes for an install for all
; users, the user's for an install for one user), removed again by the uninstaller.
[Registry]
Root: HKA; Subkey: "Software\Classes\bauernschnapsen"; ValueType: string; ValueName: ""; ValueData: "URL:Bauernschnapsen table"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\bauernschnapsen"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\bauernschnapsen\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\bauernschnapsen.exe"",0"
Root: HKA; Subkey: "Software\Classes\bauernschnapsen\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\bauernschnapsen.exe"" ""%1"""

[Run]
Filename: "{app}\bauernschnapsen.exe"; Description: "{cm:LaunchProgram,Bauernschnapsen}"; Flags: nowait postinstall skipifsilent

; The player's settings, saved game and statistics (%LOCALAPPDATA%\bauernschnapsen) are the
; player's: the uninstaller leaves them, as it leaves nothing else of its own behind.
