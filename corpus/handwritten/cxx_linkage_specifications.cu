// Linkage specifications as EDG re-prints them: braced blocks of either language kept, the
// one-declaration form turned into a declaration (extern "C" prefix, or extern for C++).
extern "C++" { int x1; }
extern "C++" int x2;
extern "C++" { void f1(); int x3; }
extern "C" { extern "C++" { int x4; } }
extern "C" { extern "C++" { namespace m { int y; } } }
extern "C++" { namespace n { int c; } int x5; }
extern "C++" { template <class T> struct W {}; }
namespace p { extern "C++" { namespace n { int d; } } }
extern "C++" void f2();
extern "C++" static int s1;
extern "C++" typedef int T1;
extern "C++" struct Q2 { int a; };
extern "C++" extern int x9;
extern "C" int c1;
extern "C" extern int c2;
extern "C" static int c3;
extern "C" int c4 = 1;
extern "C++" int c5 = 2;
