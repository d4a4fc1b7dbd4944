# 1 "v000866.cu"
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
# 18 "v000866.cu"
static void probe5_kernel(int count6, short q7) ;
#if 0
# 19
{ 
# 20
int k8 = 57; 
# 21
k8++; 
# 22
} 
#endif
# 24 "v000866.cu"
static void split9(const long *input10, int stride11, const int *src12, int stride13) ;
#if 0
# 25
{ 
# 26
unsigned idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (idx14 >= stride13) { 
# 28
return; }  
# 29
++stride11; 
# 30
stride11++; 
# 31
} 
#endif
# 34 "v000866.cu"
int sift15(int stride16, double p17) 
# 35
{ 
# 36
int tmp18 = ((p17 * stride16) * (1)) / (2); 
# 37
bool res19 = tmp18; 
# 38
res19 = (1); 
# 39
stride16 = (res19 & 15); 
# 40
float h20 = stride16; 
# 41
return p17; 
# 42
} 
# 44
void apply21(const int *in22) 
# 45
{ 
# 46
if ((*in22) * (*in22)) { 
# 47
switch (sift15(64UL, (8.0))) { 
# 48
case 2 * 2:  { 
# 49
if ((-(in22[2])) == (in22[5])) { 
# 50
break; }  
# 51
int u23 = in22[2]; 
# 52
break; 
# 53
} 
# 54
case 1:  
# 55
break; 
# 56
}  
# 57
} else { if (short tmp24 = *in22; tmp24 == 1) { 
# 58
} else { 
# 59
}  }  
# 60
} 
# 62
int blend25(int n26, int *acc27) 
# 63
{ 
# 64
if (!acc27) { 
# 65
int res28 = ((float)(*acc27)) + (((n26 += ('#')), (*acc27)) + sift15(sizeof(unsigned), 64)); 
# 66
}  
# 67
sift15(51, -n26); 
# 68
n26 = (((n26 += 63), sift15(13, sizeof(float))) * ((*acc27) * ((*acc27) & 15))); 
# 69
(*acc27) = (1008L - (acc27[n26])); 
# 70
if ((acc27[n26]) == 39) { 
# 71
return (int)12; }  
# 72
double q29 = (*acc27) / 2; 
# 73
return 44; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size30 = 269; 
# 79
(__cudaPushCallConfiguration(dim3(12 + (64 + (12 + (12 + (12 + (12 + (12 + 120)))))), 32), dim3(2, (size30 + 255) / 256), sizeof(int) * (128), nullptr)) ? (void)0 : probe5_kernel(((size_t)37U) * size30, (static_cast< char>(23U)) * (size30 % 44)); 
# 80
size30 = (blend25(size30 / 2, &size30) + size30); 
# 81
switch (size30 + size30) { 
# 82
case 8:  { 
# 83
--size30; 
# 84
unsigned mid31 = size30; 
# 85
break; 
# 86
} 
# 87
case 7:  
# 88
break; 
# 89
case 6:  
# 90
break; 
# 91
case 2:  
# 92
break; 
# 93
default:  
# 94
break; 
# 95
}  
# 96
(__cudaPushCallConfiguration(((dim3)(256)), 128, sizeof(float) * (64), nullptr)) ? (void)0 : split9(nullptr, 49, &size30, (size30 / 2) + size30); 
# 97
return 0; 
# 98
} 

# 1 "v000866.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ba3c1ed8_10_v000866_cu_0905cfca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000866.cudafe1.stub.c"
#include "v000866.cudafe1.stub.c"
# 1 "v000866.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
