// A namespace-scope using-declaration of a type, variable or enumeration the scope
// already has (declared there, or named by an earlier using-declaration there) prints
// nothing; a function's is kept, and so is one that brings in a new name.
typedef struct { int q; } div_t;
struct G {};
extern int gv;
enum E { e1 };
int f(int);
namespace std { using ::div_t; using ::G; using ::gv; using ::E; using ::f; typedef int own_t; }
using std::div_t;
using std::G;
using std::gv;
using std::E;
using std::f;
using std::own_t;
namespace M { using ::G; }
namespace M { using std::G; }
struct B { int m; };
struct D : B { using B::m; };
