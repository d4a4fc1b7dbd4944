# 1 "v000697.cu"
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
# 12 "v000697.cu"
static unsigned d_count5[4]; 
# 14
static void sweep6_kernel(int lane7, int *buf8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern unsigned dyn_9[]; 
# 16
unsigned char prod10 = (48); 
# 17
if ((dyn_9[2]) <= ((lane7 + prod10) + 4L)) { 
# 18
return; 
# 19
}  
# 20
if ((d_count5[3]) >= (40)) { 
# 21
return; 
# 22
}  
# 24
#pragma unroll
for (
# 24
int n11 = 0; n11 < 14; ++n11) { 
# 25
(dyn_9[n11]) += (40); 
# 26
if (buf8 != (nullptr)) { 
# 27
return; 
# 28
}  
# 29
}  
# 30
--(buf8[1]); 
# 31
} 
#endif
# 33 "v000697.cu"
float probe12(long long p13, int *__restrict__ dst14) { 
# 34
for (int it15 = 8; it15 > 0; --it15) { 
# 35
float w16 = it15; 
# 36
w16 *= (((8.75F) + (*dst14)) * (*dst14)); 
# 37
w16++; 
# 38
}  
# 39
return (13.5F); 
# 40
} 
# 42
inline int pack17(long alpha18) { 
# 43
int t19 = 2; 
# 44
unsigned long q20 = (+((2625) + alpha18)) * probe12(t19, &t19); 
# 45
t19++; 
# 46
q20 %= (((q20 - alpha18) + (33)) - (64)); 
# 47
return alpha18; 
# 48
} 
# 50
unsigned char norm21(const double *src22) { 
# 51
double w23 = ((8.75) * ((unsigned)(src22[5]))) / (probe12((*src22) * (25UL), (int *)nullptr)); 
# 52
return static_cast< char>((probe12(w23, (int *)nullptr) + (3)) + (w23 - w23)); 
# 53
} 
# 55
void clamp24(int lane25, float alpha26) { 
# 56
alpha26 += alpha26; 
# 57
if (norm21(nullptr)) { 
# 58
return; 
# 59
}  
# 60
alpha26 *= (((alpha26 * lane25) + (norm21(nullptr))) + lane25); 
# 61
} 
# 62
enum class Color27 { Blue28, Mul29 = 2}; 
# 64
__attribute__((visibility("hidden"))) void scatter30(const unsigned char *coef31, const double *input32, char a33) ;
#if 0
# 64
{ 
# 65
a33 = ((input32[6]) - (34)); 
# 66
if (a33 - a33) { 
# 67
return; 
# 68
}  
# 69
a33 = ((127) * ((*input32) * (25))); 
# 70
} 
#endif
# 72 "v000697.cu"
static void count34(int *out35, float alpha36) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern unsigned dyn_37[]; 
# 74
int pass38 = 0; 
# 75
do { 
# 76
alpha36 /= (probe12((d_count5[3]) - (dyn_37[3]), out35) * (static_cast< char>(127))); 
# 77
++pass38; 
# 78
} while (pass38 < 13); 
# 79
int r39{('#')}; 
# 80
} 
#endif
# 87 "v000697.cu"
__attribute__((visibility("hidden"))) void map_sweep41(float *data, int n) ;
#if 0
# 87
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 89 "v000697.cu"
int main() { 
# 90
int count42 = 1002; 
# 91
++count42; 
# 92
float x43[2] = {}; 
# 93
(__cudaPushCallConfiguration(2, dim3(4, (count42 + 255) / 256, 256))) ? (void)0 : count34(&count42, norm21((const double *)nullptr)); 
# 94
(__cudaPushCallConfiguration((count42 + 127) / 128, 32)) ? (void)0 : sweep6_kernel(8, &count42); 
# 95
(__cudaPushCallConfiguration(dim3((count42 + 127) / 128, (count42 + 127) / 128), 512)) ? (void)0 : scatter30(nullptr, static_cast< const double *>(nullptr), -(static_cast< float>(x43[count42]))); 
# 96
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : map_sweep41(nullptr, x43[0]); 
# 97
return 0; 
# 98
} 

# 1 "v000697.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bada8f1c_10_v000697_cu_81004b91
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000697.cudafe1.stub.c"
#include "v000697.cudafe1.stub.c"
# 1 "v000697.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
