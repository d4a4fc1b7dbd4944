# 1 "qualified_partial_spec_member_value.cu"
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
# 6 "qualified_partial_spec_member_value.cu"
namespace lib { inline namespace v1 { 
# 7
enum class kind { integral, boolean, other}; 
# 8
template< class T> constexpr kind make_kind() { return kind::other; } 
# 9
template< class T, kind  = make_kind< T> ()> class impl { public: static constexpr inline int digits = 0; }; 
# 10
template< class T> class impl< T, kind::integral>  { 
# 12
public: using type = T; 
# 13
static constexpr inline bool is_signed = (((type)(-1)) < ((type)0)); 
# 14
static constexpr inline int digits = (static_cast< int>((sizeof(type) * (8)) - is_signed)); 
# 15
static constexpr inline int digits10 = ((digits * 3) / 10); 
# 16
}; 
# 17
template< class T> class impl2 { public: static constexpr inline int bits = 0; }; 
# 18
template< class T> class impl2< T *>  { public: static constexpr inline int bits = (sizeof(T *) * (8)); }; 
# 19
template< class T> class limits : public impl< T>  { }; 
# 20
}}
# 22
static_assert((lib::impl< int, lib::v1::kind::integral> ::digits == 31), "int");
# 23
static_assert((lib::impl< unsigned, lib::v1::kind::integral> ::digits == 32), "unsigned");
# 24
static_assert((lib::impl< short, lib::v1::kind::integral> ::digits10 == 4), "digits10");
# 25
static_assert((lib::impl2< int *> ::bits == 64), "pointer");
# 26
static_assert((!lib::impl< int> ::digits), "primary");
# 27
int table[lib::impl< long, lib::v1::kind::integral> ::digits]; 
# 29
__attribute__((visibility("hidden"))) void k(int *out) ;
#if 0
# 29
{ (out[0]) = (lib::impl2< char *> ::bits + lib::limits< int> ::digits); } 
#endif

# 1 "qualified_partial_spec_member_value.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2510aff6_38_qualified_partial_spec_member_value_cu__Z1kPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "qualified_partial_spec_member_value.cudafe1.stub.c"
#include "qualified_partial_spec_member_value.cudafe1.stub.c"
# 1 "qualified_partial_spec_member_value.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
