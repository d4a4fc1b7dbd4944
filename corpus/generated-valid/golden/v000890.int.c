# 1 "v000890.cu"
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
# 21 "v000890.cu"
__attribute__((visibility("hidden"))) void bias7_kernel(unsigned *data8, unsigned long *data9, double *data10, size_t *out11) ;
#if 0
# 21
{ 
# 22
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if ((data10[__device_builtin_variable_gridDim.x]) != (*data9)) { 
# 24
goto skip14; 
# 25
}  
# 26
if ((out11[5]) > ('\t')) { 
# 27
return; 
# 28
}  
# 29
if ((out11[1]) < ('a')) { 
# 30
(*data8) &= (((out11[i12]) + ((*out11) + (2864))) | (data9[4])); 
# 31
} else { 
# 32
constexpr double flag13 = ((18.75F)); 
# 33
}  
# 34
skip14:; ; 
# 35
} 
#endif
# 37 "v000890.cu"
inline int scale15(unsigned p16, double q17, float *dst18) { 
# 38
if (constexpr unsigned stride19 = (3392); q17 >= ((4031) * p16)) { 
# 39
static_assert(((3 + (2 + (2 + (2 + (2 + (2 + 48)))))) == 61));
# 40
} else { if (p16) { 
# 41
q17 = (sizeof(double)); 
# 42
q17 = (20.75); 
# 43
}  }  
# 44
char sum20 = (64); 
# 45
p16 |= ('\''); 
# 46
(*dst18) = ((int)19); 
# 47
return p16; 
# 48
} 
# 49
static float d_apply21; 
# 50
constexpr inline int DEPTH22 = 7; 
# 51
static_assert(((DEPTH22 + (3 + 1)) > 10), "tile must fit");
# 54
__attribute__((visibility("hidden"))) void relax23_kernel(float *out24, const char *coef25) ;
#if 0
# 54
{ 
# 55
if (DEPTH22 > ((coef25[(__device_builtin_variable_threadIdx.z) & (7)]) % scale15(6L, *coef25, out24))) { 
# 56
if (d_apply21 >= (DEPTH22 * (out24[__device_builtin_variable_threadIdx.x]))) { 
# 57
switch ((coef25[__device_builtin_variable_warpSize & 7]) ^ (__device_builtin_variable_blockDim.y)) { 
# 58
case 2 + 10:  { 
# 59
float lo26 = (2.875F); 
# 60
break; 
# 61
} 
# 62
}  
# 63
}  
# 64
constexpr int mid27 = (2 + (2 * (3 + (3 + (2 + 1))))); 
# 65
}  
# 66
} 
#endif
# 68 "v000890.cu"
constexpr int accum28(int lane29) { 
# 69
return lane29; 
# 70
} 
# 72
int main() { 
# 73
int n30 = 3814; 
# 74
const char *stride31 = ("tile"); 
# 75
const char *q32 = ("warp size"); 
# 76
constexpr float hi33 = (12.0F); 
# 77
if (accum28(n30) == (stride31[1])) { 
# 78
return scale15(scale15('\177', DEPTH22, (float *)nullptr), 7 & (q32[1]), (float *)nullptr); 
# 79
}  
# 80
(__cudaPushCallConfiguration(512, (3 + (3 + 2)) * (3 + 1), 0)) ? (void)0 : bias7_kernel(nullptr, nullptr, (double *)nullptr, (unsigned long *)nullptr); 
# 81
(__cudaPushCallConfiguration(128 * 4, sizeof(float) * (64), sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : relax23_kernel(static_cast< float *>(nullptr), nullptr); 
# 82
return 0; 
# 83
} 

# 1 "v000890.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d07d6d5_10_v000890_cu_ba2b618f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000890.cudafe1.stub.c"
#include "v000890.cudafe1.stub.c"
# 1 "v000890.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
