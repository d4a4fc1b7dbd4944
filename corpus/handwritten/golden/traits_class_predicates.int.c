# 1 "traits_class_predicates.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 5 "traits_class_predicates.cu"
template< class T, T v> struct integral_constant { static constexpr inline T value = (v); }; 
# 6
struct Empty { }; 
# 7
struct NonEmpty { int x; }; 
# 8
struct Poly { virtual void f(); }; 
# 9
struct Abstract { virtual void g() = 0; }; 
# 10
struct Final __final { int a; }; 
# 11
struct VirtDtor { virtual ~VirtDtor(); }; 
# 12
struct UserDtor { ~UserDtor(); }; 
# 13
struct UserCtor { UserCtor(); int v; }; 
# 14
struct Derived : public NonEmpty { int y; }; 
# 15
struct MixedAccess { int a; private: int b; public: int c() const { return b; } }; 
# 16
struct RefMember { int &r; }; 
# 17
struct Padded { char c; int i; }; 
# 18
union U { int i; float f; }; 
# 19
enum E { e0, e1}; 
# 20
enum class EC: short { a}; 
# 21
static_assert((__is_class(Empty) && (!__is_class(U)) && (!__is_class(int)) && (!__is_class(E))), "class");
# 22
static_assert((__is_union(U) && (!__is_union(Empty))), "union");
# 23
static_assert((__is_enum(E) && __is_enum(EC) && (!__is_enum(int))), "enum");
# 24
static_assert((__is_empty(Empty) && (!__is_empty(NonEmpty)) && (!__is_empty(Poly))), "empty");
# 25
static_assert((__is_polymorphic(Poly) && __is_polymorphic(Abstract) && (!__is_polymorphic(Final))), "poly");
# 26
static_assert((__is_abstract(Abstract) && (!__is_abstract(Poly))), "abstract");
# 27
static_assert((__is_final(Final) && (!__is_final(Empty))), "final");
# 28
static_assert((__is_aggregate(NonEmpty) && __is_aggregate(Derived) && (!__is_aggregate(Poly)) && __is_aggregate(int [3])), "aggregate");
# 29
static_assert((__is_pod(NonEmpty) && __is_pod(int) && (!__is_pod(Derived)) && (!__is_pod(UserDtor))), "pod");
# 30
static_assert((__is_trivial(NonEmpty) && (!__is_trivial(UserCtor)) && (!__is_trivial(Poly))), "trivial");
# 31
static_assert((__is_standard_layout(NonEmpty) && (!__is_standard_layout(Derived)) && (!__is_standard_layout(MixedAccess))), "standard layout");
# 32
static_assert((__is_literal_type(NonEmpty) && __is_literal_type(int) && (!__is_literal_type(UserDtor))), "literal");
# 33
static_assert((__is_trivially_copyable(UserCtor) && (!__is_trivially_copyable(UserDtor))), "trivially copyable");
# 34
static_assert((__has_trivial_destructor(NonEmpty) && (!__has_trivial_destructor(UserDtor)) && __has_trivial_destructor(int)), "trivial dtor");
# 35
static_assert((__has_virtual_destructor(VirtDtor) && (!__has_virtual_destructor(Poly))), "virtual dtor");
# 36
static_assert((__has_unique_object_representations(NonEmpty) && (!__has_unique_object_representations(Padded)) && (!__has_unique_object_representations(float))), "unique repr");
# 37
bool flags[] = {__is_class(Poly), __is_empty(Empty), __is_pod(RefMember), __is_enum(U)}; 
# 38
char sized[(__is_union(U)) + 2]; 
# 39
integral_constant< bool, true>  ic; 
# 40
int count() { return (__is_final(Final)) + ((__is_trivial(Padded)) * 2); } 
# 41
bool local() { bool b = __is_polymorphic(VirtDtor); return b && __is_standard_layout(Padded); } 
# 42
__attribute__((visibility("hidden"))) void k(bool *out) ;
#if 0
# 42
{ (out[__device_builtin_variable_threadIdx.x]) = (__is_empty(Empty) && (!__is_pod(UserDtor))); } 
#endif

# 1 "traits_class_predicates.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2b88673_26_traits_class_predicates_cu_flags
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "traits_class_predicates.cudafe1.stub.c"
#include "traits_class_predicates.cudafe1.stub.c"
# 1 "traits_class_predicates.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
