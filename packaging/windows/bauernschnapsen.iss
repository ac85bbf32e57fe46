; Inno Setup script for Bauernschnapsen. Build the one-folder app first (see README.md), then
;   iscc /DAppVersion=<version> packaging\windows\bauernschnapsen.iss
; Not run on the project's machines (Linux only).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6E0B7D5C-3C1F-4B7E-9A55-2A1C8E7B5D10}
AppName=Bauernschnapsen
AppVersion={#AppVersion}
AppPublisher=The Bauernschnapsen team
DefaultDirName={autopf}\Bauernschnapsen
DefaultGroupName=Bauernschnapsen
UninstallDisplayIcon={app}\bauernschnapsen.exe
OutputDir=..\..\dist
OutputBaseFilename=Bauernschnapsen-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\icon.ico
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern
LicenseFile=..\..\LICENSE

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\bauernschnapsen\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Bauernschnapsen"; Filename: "{app}\bauernschnapsen.exe"
Name: "{autodesktop}\Bauernschnapsen"; Filename: "{app}\bauernschnapsen.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\bauernschnapsen.exe"; Description: "{cm:LaunchProgram,Bauernschnapsen}"; Flags: nowait postinstall skipifsilent
