# 1 "v000307.cu"
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
# 20 "v000307.cu"
static void scatter5_kernel(int *__restrict__ buf6, int len7) ;
#if 0
# 20
{ 
# 21
(buf6[__device_builtin_variable_threadIdx.y]) = ((buf6[len7]) + ('z')); 
# 22
__attribute__((unused)) static int sh_8; 
# 23
if ((sh_8 << (__device_builtin_variable_blockIdx.x)) != (__device_builtin_variable_threadIdx.x)) { 
# 24
(buf6[sh_8]) = (__device_builtin_variable_gridDim.x); 
# 25
static_assert(((5 + (5 + 15)) > 24));
# 26
}  
# 27
float prod9 = (8.375F) - (buf6[7]); 
# 28
len7 = (buf6[sh_8]); 
# 29
} 
#endif
# 31 "v000307.cu"
namespace _GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d __attribute__((visibility("hidden")))  { 
# 32
void pack10_kernel(unsigned char *__restrict__ buf11, double a12, float *data13, const long *src14) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern double dyn_15[]; 
# 34
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
static_assert((sizeof(int) == (4)));
# 36
long f17 = dyn_15[6]; 
# 37
} 
#endif
# 38 "v000307.cu"
enum class State18: long { Low19, Slow20, Fast21, Low22}; 
# 39
int g_relax23[] = {(-53L), (16UL), (18UL), 3, 42}; 
# 40
}
# 42
__attribute__((visibility("hidden"))) void step24(double *__restrict__ data25, long *data26, int *out27) ;
#if 0
# 42
{ 
# 43
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
(out27[0]) = (data26[__device_builtin_variable_blockDim.x]); 
# 45
(*data25) = (-1265); 
# 46
(out27[__device_builtin_variable_threadIdx.x])--; 
# 47
} 
#endif
# 49 "v000307.cu"
void step29(int len30, int *acc31) { 
# 50
float cnt32(len30); 
# 51
float diff33 = ((acc31[3]) > ('a')) ? 5 : 34ULL; 
# 52
(*acc31) = ('\t'); 
# 53
} 
# 55
namespace impl34 { 
# 56
float merge35(int count36) { 
# 57
if ((count36 - 33U) != count36) { 
# 58
return count36 % ((long)62); }  
# 59
double val37 = (5); 
# 60
State18 stride38 = State18::Fast21; 
# 61
return (11.5F); 
# 62
} 
# 64
long long run_score39(unsigned long alpha40, State18 a41, const int *__restrict__ coef42) { 
# 65
State18 cnt43 = State18::Fast21; 
# 66
auto v44 = 3754; 
# 67
return impl34::merge35(v44) * (((coef42[v44]) + 5) / 6); 
# 68
} 
# 69
const unsigned g_tile45 = (51); 
# 70
}
# 72
int main() { 
# 73
int count46 = 755; 
# 74
(__cudaPushCallConfiguration(2 * 4, 48 + (5 + 11), sizeof(double) * (128), nullptr)) ? (void)0 : pack10_kernel((unsigned char *)nullptr, ((count46 += 52), count46) + 23, (float *)nullptr, (const long *)nullptr); 
# 75
long base47 = count46; 
# 76
(__cudaPushCallConfiguration((count46 + 255) / 256, 1 << (5 + 3))) ? (void)0 : scatter5_kernel(g_relax23, 39); 
# 77
(__cudaPushCallConfiguration((count46 + 31) / 32, ((dim3)((count46 + 63) / 64)), 48 + (48 + (5 + (5 + (48 + (48 + (5 + 3889)))))), (cudaStream_t)0)) ? (void)0 : step24(nullptr, (long *)nullptr, g_relax23); 
# 78
return 0; 
# 79
} 

# 1 "v000307.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7077cde_10_v000307_cu_7acdcc5d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000307.cudafe1.stub.c"
#include "v000307.cudafe1.stub.c"
# 1 "v000307.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
