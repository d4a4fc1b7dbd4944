# 1 "v002324.cu"
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
# 13 "v002324.cu"
unsigned char run_gather5(int stride6, double a7, float p8) { 
# 14
p8 *= (sizeof(int)); 
# 15
auto lo9 = stride6; 
# 16
lo9--; 
# 17
do { a7 += (-(2.25F)); } while (0); 
# 18
static_assert((sizeof(int) == (4)));
# 19
int u10(lo9); 
# 20
static_assert((61 == 61), "bad config");
# 21
return u10 + 62; 
# 22
} 
# 25
__attribute__((visibility("hidden"))) void march11_kernel(int stride12, int lane13) ;
#if 0
# 25
{ 
# 26
lane13 = (sizeof(int)); 
# 27
stride12 >>= 4; 
# 28
} 
#endif
# 30 "v002324.cu"
struct Cell14 { 
# 31
double val15; 
# 32
signed char mass16; 
# 33
unsigned flag17; 
# 34
long long x18; 
# 35
}; 
# 37
inline Cell14 operator+(Cell14 a, Cell14 b) { 
# 38
Cell14 r = a; 
# 39
(r.val15) += (b.val15); 
# 40
(r.mass16) += (b.mass16); 
# 41
(r.flag17) += (b.flag17); 
# 42
(r.x18) += (b.x18); 
# 43
return r; 
# 44
} 
# 46
int main() { 
# 47
int n19 = 312; 
# 48
if (float x20 = n19; (n19 - n19) != n19) { 
# 49
dim3 y21 = dim3((n19 + 31) / 32, sizeof(unsigned) * (2)); 
# 50
Cell14 x22 = Cell14{(static_cast< double>(-3494)), (-55LL), 3U, (static_cast< long long>(35))}; 
# 51
}  
# 52
double m23 = (n19 >= n19) ? run_gather5(n19, n19 & 15, n19) : 9; 
# 53
n19++; 
# 54
(__cudaPushCallConfiguration((n19 + 255) / 256, sizeof(unsigned) * (32), 0)) ? (void)0 : march11_kernel(n19, 24L % n19); 
# 55
return 0; 
# 56
} 

# 1 "v002324.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18ed9179_10_v002324_cu_c75a4cff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002324.cudafe1.stub.c"
#include "v002324.cudafe1.stub.c"
# 1 "v002324.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
