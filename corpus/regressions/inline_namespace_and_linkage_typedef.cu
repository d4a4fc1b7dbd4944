// A reopened inline namespace prints `inline` again; an unnamed class named by a typedef for linkage purposes prints as that typedef's name where the class is named (template arguments: `cvt< char, char, __mbs_t> `, libstdc++'s `codecvt<char, char, mbstate_t>` of glibc's `typedef struct { … } __mbstate_t`).
namespace std { inline namespace __cxx11 __attribute__((__abi_tag__ ("cxx11"))) { } }
namespace std { namespace __cxx11 { struct s {}; } }
namespace a { inline namespace v1 { int x; } namespace v1 { int y; } }
typedef struct { int c; } __mbs_t;
typedef __mbs_t mbs_t;
template <class A, class B, class C> class cvt { };
template <> class cvt<char, char, mbs_t>;
template <> class cvt<wchar_t, char, mbs_t> { };
cvt<wchar_t, char, mbs_t> *p;
typedef struct { int c; } anon2_t;
anon2_t v2;
anon2_t *f2(anon2_t *a) { return a; }
template <class T> struct W2 { T t; };
W2<anon2_t> w2;
