namespace A { inline namespace L { namespace CL { int z; } } namespace M { namespace N { int y; } } }
namespace B { using namespace ::A::CL; using namespace A::M::N; namespace A { namespace M {} } using namespace ::A::M; }
using namespace ::A::L;
namespace { namespace P { int w; } }
using namespace P;
namespace A { namespace M { using namespace A::M::N; using namespace N; } }
void f() { using namespace A::CL; using namespace ::A::M; }
struct S { void g() { using namespace A::M::N; } };
namespace C = A::M;
using namespace C;
using namespace C::N;
