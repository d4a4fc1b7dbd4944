# 1 "v002332.cu"
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
# 12 "v002332.cu"
__attribute__((visibility("hidden"))) void update8(const int *__restrict__ input9) ;
#if 0
# 12
{ 
# 13
const int x10 = input9[1]; 
# 14
} 
#endif
# 15 "v002332.cu"
struct Node11 { 
# 16
float x12; 
# 17
unsigned flag13; 
# 18
long y14; 
# 19
}; 
# 20
inline Node11 operator+(Node11 a, Node11 b) { 
# 21
Node11 r = a; 
# 22
(r.x12) += (b.x12); 
# 23
(r.flag13) += (b.flag13); 
# 24
(r.y14) += (b.y14); 
# 25
return r; 
# 26
} 
# 27
struct alignas(8) Span15 { 
# 28
int sum16, count17; 
# 29
bool z18; 
# 30
}; 
# 31
__attribute__((visibility("hidden"))) void tally19_kernel(const int *in20) ;
#if 0
# 31
{ 
# 32
constexpr unsigned idx21 = (5 + (5 + 2)); 
# 33
__attribute__((unused)) static int sh_22[128]; 
# 34
} 
#endif
# 35 "v002332.cu"
int main() { 
# 36
int n23 = 847; 
# 37
if (n23 && (n23 >= ('a'))) { 
# 38
return -5; 
# 39
}  
# 40
if ((n23 + 2563U) <= (31)) { 
# 41
return 2901U * (static_cast< unsigned>(n23)); 
# 42
}  
# 43
(__cudaPushCallConfiguration(5 + 3, sizeof(unsigned) * (5 + (5 + 54)), 0, 0)) ? (void)0 : update8(nullptr); 
# 44
(__cudaPushCallConfiguration(dim3(5 + 27, 2), 2 * (5 + 11))) ? (void)0 : tally19_kernel((const int *)nullptr); 
# 45
return 0; 
# 46
} 

# 1 "v002332.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00e6e715_10_v002332_cu_d0912a0b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002332.cudafe1.stub.c"
#include "v002332.cudafe1.stub.c"
# 1 "v002332.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
