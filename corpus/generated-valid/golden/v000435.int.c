# 1 "v000435.cu"
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
# 20 "v000435.cu"
static double c_decay8; 
# 23
static float pack9(int count10, unsigned b11, short p12) { 
# 24
count10 = b11; 
# 25
b11 = p12; 
# 26
long t13 = (b11 % (8)) % count10; 
# 27
return p12 + (7.75F); 
# 28
} 
# 29
enum Op14 { IDLE15, BLUE16, ADD17, ADD18}; 
# 31
__attribute__((visibility("hidden"))) void score19_kernel(int len20, int n21, const unsigned *in22) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern int dyn_23[]; 
# 33
if (int u24 = (3 - (dyn_23[4])) - 8; ((u24 * (in22[6])) + ((8) * (__device_builtin_variable_blockDim.y))) > 5U) { 
# 34
if ((!((__device_builtin_variable_gridDim.x) < 22ULL)) && (((dyn_23[__device_builtin_variable_blockDim.x]) * 21) >= 14UL)) { 
# 35
for (int it25 = len20; it25 > 0; --it25) { 
# 36
n21 &= n21; 
# 37
Op14 idx26 = ADD18; 
# 38
}  
# 39
} else { 
# 40
__attribute__((unused)) static float sh_27; 
# 41
}  
# 42
int mid28 = ((double)u24) + (__device_builtin_variable_threadIdx.x); 
# 43
} else { 
# 44
}  
# 45
} 
#endif
# 46 "v000435.cu"
static double c_kick29; 
# 47
static float d_reduce30; 
# 48
static_assert((16 > 15), "tile must fit");
# 50
static void fuse31(int stride32, char *data33, size_t *dst34, const unsigned *input35) ;
#if 0
# 50
{ 
# 51
int gid36 = __device_builtin_variable_threadIdx.x; 
# 52
if (gid36 >= stride32) { 
# 53
return; 
# 54
}  
# 55
signed char w37 = -d_reduce30; 
# 56
if (!(gid36 <= 25)) { 
# 57
return; 
# 58
}  
# 59
for (int it38 = 11; it38 > 0; --it38) { 
# 60
for (int i39 = 0; i39 < (8 + (BLUE16)); ++i39) { 
# 61
if ((dst34[it38]) > (22)) { 
# 62
Op14 v40 = ADD18; 
# 63
} else { if (stride32 > 31) { 
# 64
return; 
# 65
}  }  
# 66
}  
# 67
}  
# 68
} 
#endif
# 70 "v000435.cu"
int main() { 
# 71
int size41 = 1596; 
# 72
static_assert((sizeof(int) == (4)), "size check");
# 73
if (size41 < (size41 + 4)) { 
# 74
auto r42 = 52 + (size41 - ((int)size41)); 
# 75
const float *v43 = (nullptr); 
# 76
}  
# 77
(__cudaPushCallConfiguration(2 * 2, 32)) ? (void)0 : score19_kernel(60UL + (size41 + 45UL), BLUE16, nullptr); 
# 78
(__cudaPushCallConfiguration(dim3(8 + 8, 2), 8 + ((ADD17) + 246), (ADD17) + ((ADD18) + (24 + 227)))) ? (void)0 : fuse31(size41 / size41, (char *)nullptr, nullptr, nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000435.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17abfe3d_10_v000435_cu_c_decay8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000435.cudafe1.stub.c"
#include "v000435.cudafe1.stub.c"
# 1 "v000435.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
