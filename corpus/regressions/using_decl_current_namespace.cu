// A using-declaration whose qualifier names the namespace it appears in is ignored (warning
// #737) and not printed; naming an enclosed inline namespace is an ordinary using-declaration.
void f(int);
using ::f;
namespace A { void g(); inline namespace B { void h(); } }
namespace A { using A::h; using B::h; }
namespace A::B { using A::g; using B::h; }
class C { public: void m(); };
class D : public C { public: using C::m; };
int main() { f(1); A::g(); D d; d.m(); return 0; }
