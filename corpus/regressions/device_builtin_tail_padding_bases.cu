// A class with bases and a data member of a device_builtin enum ends with one
// `__pad__(volatile char:8;)` per byte between its last member's end and its size; the
// members start after the bases (a polymorphic base's vtable pointer included).
enum __attribute__((device_builtin)) Err { eA, eB };
struct B { void *p; };
struct D1 : B { Err e; };
struct E {};
struct D2 : E { void *p; Err e; };
struct V { virtual ~V(); void *q; };
struct D3 : V { Err e; };
struct D4 : V { Err e; int k; };
struct D5 : B { Err e; char c; };
struct D7 : V { virtual void f(); Err e; };
int main() { D1 a; D2 b; D3 c; D4 d; D5 e; return 0; }
