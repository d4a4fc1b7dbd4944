# 1 "alternative_tokens.cu"
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
# 3 "alternative_tokens.cu"
struct Flags { unsigned v; }; 
# 5
bool both(int a, int b) { return a && b; } 
# 6
bool either(int a, int b) { return a || (!b); } 
# 7
unsigned mix(unsigned a, unsigned b) { return (a & b) | (a ^ (~b)); } 
# 8
void update(Flags &f, unsigned m) { (f.v) &= m; (f.v) |= 1U; (f.v) ^= 2U; } 
# 9
bool differ(int a, int b) { return a != b; } 
# 10
void take(Flags & f, Flags && g); 
# 12
template< class T> bool 
# 13
check(T x) { return (x > 0) && (!(x == 3)); } 
# 15
__attribute__((visibility("hidden"))) void kernel(unsigned *out, int n) ;
#if 0
# 16
{ 
# 17
int i = n - 1; 
# 18
if ((i < n) && (!(((out[i]) == (0)) || ((out[i]) == (1))))) { 
# 19
(out[i]) = (((out[i]) & 240U) ^ (~0U)); }  
# 20
} 
#endif
# 22 "alternative_tokens.cu"
int main() { return (check(2) && both(1, 2)) ? 0 : 1; } 

# 1 "alternative_tokens.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fec10c43_21_alternative_tokens_cu_afbe1eca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alternative_tokens.cudafe1.stub.c"
#include "alternative_tokens.cudafe1.stub.c"
# 1 "alternative_tokens.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
