# 1 "v002020.cu"
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
# 23 "v002020.cu"
__attribute__((visibility("hidden"))) void scale7(int stride8, const double *__restrict__ coef9) ;
#if 0
# 24
{ 
# 25
int gid10 = __device_builtin_variable_threadIdx.x; 
# 26
if (gid10 >= stride8) { 
# 27
return; 
# 28
}  
# 29
int pass11 = 0; 
# 30
do { 
# 31
if (gid10) { 
# 32
return; 
# 33
}  
# 34
stride8++; 
# 35
++pass11; 
# 36
} while ((pass11 < 9) && (!((coef9[pass11]) >= (__device_builtin_variable_threadIdx.x)))); 
# 37
} 
#endif
# 38 "v002020.cu"
using real12_t = double; 
# 39
inline unsigned run_grow13(bool b14, long b15, const long *__restrict__ coef16) 
# 40
{ 
# 41
b15--; 
# 42
unsigned u17 = b14 - (coef16[b15]); 
# 43
constexpr int lim18 = (-34L); 
# 44
u17++; 
# 45
return (b14 - ((5) * (coef16[b15]))) - (42U - b14); 
# 46
} 
# 47
long check_fuse19(int lane20, float *__restrict__ out21) 
# 48
{ 
# 49
int res22 = run_grow13(out21[lane20], (5LL * lane20) - (lane20 + 6), reinterpret_cast< const long *>(out21)); 
# 50
if (res22) { 
# 51
return (54) * ((*out21) - (6)); 
# 52
}  
# 53
const char *acc23 = ("6"); 
# 54
(--res22), (res22 <<= (lane20 + 11U)); 
# 55
do { (*out21) += (res22 * ((acc23[0]) % res22)); } while (0); 
# 56
res22 = ((acc23[1]) % (5 * res22)); 
# 57
return acc23[1]; 
# 58
} 
# 59
int main() 
# 60
{ 
# 61
int n24 = 2318; 
# 62
(__cudaPushCallConfiguration(6 + 10, sizeof(unsigned) * (5 + (6 + 53)), 0, nullptr)) ? (void)0 : scale7(n24, nullptr); 
# 63
(__cudaPushCallConfiguration(5 + (6 + (5 + 16)), 64)) ? (void)0 : scale7(n24, nullptr); 
# 64
n24++; 
# 65
n24 = ((n24 + check_fuse19(62, nullptr)) * (((real12_t)n24) / (6))); 
# 66
check_fuse19(((n24 += n24), n24) >> (44 - n24), nullptr); 
# 67
int stride25 = n24 + check_fuse19(run_grow13(n24 > n24, 4359UL, (const long *)nullptr), nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v002020.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__111b7480_10_v002020_cu_2722cd73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002020.cudafe1.stub.c"
#include "v002020.cudafe1.stub.c"
# 1 "v002020.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
