# 1 "v001133.cu"
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
# 7 "v001133.cu"
__attribute__((visibility("hidden"))) void accum2_kernel(float alpha3) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern double dyn_4[]; 
# 10
int i5 = __device_builtin_variable_threadIdx.x; 
# 11
alpha3 = (alpha3 * i5); 
# 12
int *h6 = (static_cast< int *>(nullptr)); 
# 13
switch (i5 - (h6[7])) { 
# 14
case 10:  { 
# 15
__attribute__((unused)) static float sh_7[32]; 
# 16
int *sum8 = h6; 
# 17
[[fallthrough]] ; 
# 18
} 
# 19
case 11:  
# 20
(dyn_4[i5])--; 
# 21
break; 
# 22
case 4:  
# 23
case 12:  
# 24
break; 
# 25
}  
# 26
} 
#endif
# 27 "v001133.cu"
enum Color9 { 
# 28
BLUE10, 
# 29
RED11, 
# 30
FAST12, 
# 31
OFF13, 
# 32
GREEN14
# 33
}; 
# 35
namespace img15 { 
# 36
float check_trace16(double *acc17) 
# 37
{ 
# 38
(acc17[2]) *= ((((float)(*acc17)) > (sizeof(float))) ? (static_cast< unsigned char>(*acc17)) & 15 : (GREEN14)); 
# 39
if (((acc17[6]) + (acc17[4])) < (acc17[4])) { 
# 40
(acc17[7]) = (((14.875F)) / (*acc17)); 
# 41
(acc17[7]) -= ((static_cast< unsigned char>(acc17[4])) / 9); 
# 42
} else { 
# 43
}  
# 44
return (static_cast< unsigned>(('z') + (*acc17))) * (((16) + (acc17[5])) - ((*acc17) + (BLUE10))); 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void drift18_kernel(const int *in19, float a20, const int *coef21) ;
#if 0
# 48
{ 
# 49
int gid22 = __device_builtin_variable_threadIdx.x; 
# 50
if (((__device_builtin_variable_threadIdx.z) & (15)) >= (GREEN14)) { 
# 51
if ((((*coef21) * 22UL) & (15)) > ((__device_builtin_variable_blockDim.x) / a20)) { 
# 52
a20--; 
# 53
a20--; 
# 54
if (gid22 + 51U) { 
# 55
if ((a20 + (sizeof(float))) >= (*in19)) { 
# 56
return; 
# 57
}  
# 58
char res23{(9UL)}; 
# 59
} else { 
# 60
}  
# 61
} else { if (!((coef21[gid22]) != gid22)) { }  }  
# 62
}  
# 63
} 
#endif
# 64 "v001133.cu"
}
# 66
constexpr int check_smooth24(int len25, int len26) 
# 67
{ 
# 68
return (len25 & 15); 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int size27 = 4050; 
# 74
size27 -= (GREEN14); 
# 75
size27 = (GREEN14); 
# 76
int val28 = (2) / ((double)size27); 
# 77
(__cudaPushCallConfiguration((RED11) + 15, sizeof(unsigned) * (32))) ? (void)0 : accum2_kernel((18.75F) - (val28 & 15)); 
# 78
(__cudaPushCallConfiguration(4 * ((RED11) + (RED11)), 8 * 16)) ? (void)0 : img15::drift18_kernel(nullptr, 33 * val28, &val28); 
# 79
return 0; 
# 80
} 

# 1 "v001133.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c47a3be6_10_v001133_cu_8fb7394b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001133.cudafe1.stub.c"
#include "v001133.cudafe1.stub.c"
# 1 "v001133.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
