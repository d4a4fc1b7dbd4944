// A `struct S;` that redeclares a class declared before is positioned at its own
// name, not at the class's first mention (an elaborated type in a typedef).
typedef struct S1 *p1;

struct S1;
struct S2;

struct
S2;
typedef struct S3 *p3; struct S3;
struct S4 *f4();

struct S4;
namespace n {
typedef struct S5 *p5;

struct S5;
}
typedef const S1 *cp1;
struct S1 { int x; };
