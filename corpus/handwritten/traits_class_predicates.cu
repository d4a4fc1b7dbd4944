#include "prelude.cuh"

// GNU class-property type traits (EDG keywords), folded where their operands are complete
// non-dependent types: static_assert, array bounds, bool initializers, template arguments.
template <class T, T v> struct integral_constant { static constexpr T value = v; };
struct Empty {};
struct NonEmpty { int x; };
struct Poly { virtual void f(); };
struct Abstract { virtual void g() = 0; };
struct Final final { int a; };
struct VirtDtor { virtual ~VirtDtor(); };
struct UserDtor { ~UserDtor(); };
struct UserCtor { UserCtor(); int v; };
struct Derived : NonEmpty { int y; };
struct MixedAccess { int a; private: int b; public: int c() const { return b; } };
struct RefMember { int &r; };
struct Padded { char c; int i; };
union U { int i; float f; };
enum E { e0, e1 };
enum class EC : short { a };
static_assert(__is_class(Empty) && !__is_class(U) && !__is_class(int) && !__is_class(E), "class");
static_assert(__is_union(U) && !__is_union(Empty), "union");
static_assert(__is_enum(E) && __is_enum(EC) && !__is_enum(int), "enum");
static_assert(__is_empty(Empty) && !__is_empty(NonEmpty) && !__is_empty(Poly), "empty");
static_assert(__is_polymorphic(Poly) && __is_polymorphic(Abstract) && !__is_polymorphic(Final), "poly");
static_assert(__is_abstract(Abstract) && !__is_abstract(Poly), "abstract");
static_assert(__is_final(Final) && !__is_final(Empty), "final");
static_assert(__is_aggregate(NonEmpty) && __is_aggregate(Derived) && !__is_aggregate(Poly) && __is_aggregate(int[3]), "aggregate");
static_assert(__is_pod(NonEmpty) && __is_pod(int) && !__is_pod(Derived) && !__is_pod(UserDtor), "pod");
static_assert(__is_trivial(NonEmpty) && !__is_trivial(UserCtor) && !__is_trivial(Poly), "trivial");
static_assert(__is_standard_layout(NonEmpty) && !__is_standard_layout(Derived) && !__is_standard_layout(MixedAccess), "standard layout");
static_assert(__is_literal_type(NonEmpty) && __is_literal_type(int) && !__is_literal_type(UserDtor), "literal");
static_assert(__is_trivially_copyable(UserCtor) && !__is_trivially_copyable(UserDtor), "trivially copyable");
static_assert(__has_trivial_destructor(NonEmpty) && !__has_trivial_destructor(UserDtor) && __has_trivial_destructor(int), "trivial dtor");
static_assert(__has_virtual_destructor(VirtDtor) && !__has_virtual_destructor(Poly), "virtual dtor");
static_assert(__has_unique_object_representations(NonEmpty) && !__has_unique_object_representations(Padded) && !__has_unique_object_representations(float), "unique repr");
bool flags[] = { __is_class(Poly), __is_empty(Empty), __is_pod(RefMember), __is_enum(U) };
char sized[__is_union(U) + 2];
integral_constant<bool, __is_abstract(Abstract)> ic;
int count() { return __is_final(Final) + __is_trivial(Padded) * 2; }
bool local() { bool b = __is_polymorphic(VirtDtor); return b && __is_standard_layout(Padded); }
__global__ void k(bool *out) { out[threadIdx.x] = __is_empty(Empty) && !__is_pod(UserDtor); }
