extern "C" {
extern "C++" int q1(int a) __asm__("q1");
extern "C++" int q2(int a);
extern "C++" { int q3(int a); }
int q4(int);
}
extern "C++" int q5(int a);
namespace N { using ::q4; }
namespace M { int z; int w; }
namespace N { using ::M::z; }
namespace A { namespace B { int y; } using B::y; }
namespace C { using A::B::y; using ::M::w; }
