# 1 "v000872.cu"
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
# 20 "v000872.cu"
void relax10(const long *in11, const long long *__restrict__ in12) 
# 21
{ 
# 22
if ((((*in12) * (60UL)) <= (in12[1])) && (((*in11) | (*in11)) >= 25UL)) { 
# 23
if ((in12[3]) <= (35UL)) { 
# 24
} else { if ((in11[4]) == (22)) { }  }  
# 25
} else { if (((*in12) >= (sizeof(long))) && ((in12[0]) > (30L)) && (((in12[0]) - (in11[6])) != (in11[3]))) { }  }  
# 26
} 
# 27
static void scale13(int stride14) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern unsigned char dyn_15[]; 
# 30
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
relax10(nullptr, nullptr); 
# 32
int v17 = tid16; 
# 33
if ((((stride14 != 11L) || ((__device_builtin_variable_threadIdx.z) >= (__device_builtin_variable_blockDim.x))) ? 2 : (256 % __device_builtin_variable_warpSize)) < (stride14 & tid16)) { 
# 34
v17++; 
# 35
(dyn_15[2])--; 
# 36
} else { if (((__device_builtin_variable_threadIdx.x) - ((dyn_15[tid16]) * stride14)) >= v17) { 
# 37
} else { 
# 38
}  }  
# 39
} 
#endif
# 40 "v000872.cu"
static constexpr double kD18 = (4.75); 
# 41
static float host_grow19(int len20, long *buf21, float beta22 = 48) 
# 42
{ 
# 43
float v23 = (-(8.625F)); 
# 44
const char *r24 = ("32"); 
# 45
beta22 = kD18; 
# 46
float diff25 = (10.375F); 
# 47
v23 = (24.625F); 
# 48
return v23; 
# 49
} 
# 50
float reduce26(float b27, int n28, int lane29) 
# 51
{ 
# 52
if (n28 <= b27) { 
# 53
n28 = ((31U) * b27); 
# 54
} else { if (n28 >= lane29) { 
# 55
if (!(n28 != b27)) { 
# 56
if ((b27 * b27) <= lane29) { 
# 57
return kD18; }  
# 58
do { n28 += kD18; } while (0); 
# 59
}  
# 60
}  }  
# 61
return sizeof(long); 
# 62
} 
# 63
int main() 
# 64
{ 
# 65
int n30 = 2131; 
# 66
for (int j31 = 0; j31 < 5; j31++) { 
# 67
long *stride32 = (nullptr); 
# 68
(__cudaPushCallConfiguration((n30 + 255) / 256, dim3(4 * 8, (j31 + 63) / 64, (n30 + 31) / 32))) ? (void)0 : scale13((19) + (stride32[0])); 
# 69
}  
# 70
return 0; 
# 71
} 

# 1 "v000872.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__083ea03f_10_v000872_cu_5afad525
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000872.cudafe1.stub.c"
#include "v000872.cudafe1.stub.c"
# 1 "v000872.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
