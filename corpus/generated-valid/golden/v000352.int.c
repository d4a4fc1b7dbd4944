# 1 "v000352.cu"
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
# 15 "v000352.cu"
unsigned char pivot7(unsigned char alpha8, unsigned b9, float a10) { 
# 16
if (alpha8 <= (a10 / b9)) { 
# 17
return alpha8; 
# 18
}  
# 19
unsigned idx11[2] = {6U, (35)}; 
# 20
int t12 = ('#'); 
# 21
return alpha8; 
# 22
} 
# 23
__attribute__((visibility("hidden"))) void gather13(int stride14, int *data15, long *acc16) ;
#if 0
# 23
{ 
# 24
unsigned long base17 = *acc16; 
# 25
unsigned long long stride18 = stride14; 
# 26
if ((!data15) || (((long)base17) != stride18)) { 
# 27
base17--; 
# 28
float r19 = ((6.25F) * (base17 - (*data15))) + (pivot7(21U, 63U + (data15[stride18]), base17 * sizeof(long))); 
# 29
}  
# 30
base17 %= (2821); 
# 31
} 
#endif
# 38 "v000352.cu"
__attribute__((visibility("hidden"))) void map_stencil21(float *data, int n) ;
#if 0
# 38
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 39 "v000352.cu"
__attribute__((visibility("hidden"))) void map_trace22(double *data, int n) ;
#if 0
# 39
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 40 "v000352.cu"
namespace detail23 { 
# 41
__attribute__((visibility("hidden"))) void bias24(int len25, const float *src26) ;
#if 0
# 41
{ 
# 42
len25++; 
# 43
len25 ^= len25; 
# 44
len25--; 
# 45
int lim27 = src26[6]; 
# 46
long long s28 = (pivot7('A', sizeof(float) - len25, len25 / (src26[5]))) + (*src26); 
# 47
s28 |= (len25 - s28); 
# 48
const float *flag29 = src26 + 3; 
# 49
} 
#endif
# 50 "v000352.cu"
static bool d_weigh30; 
# 51
}
# 52
__attribute__((visibility("hidden"))) void fold31(const unsigned long *coef32, float q33) ;
#if 0
# 52
{ 
# 53
if (q33 > (21)) { 
# 54
return; 
# 55
}  
# 56
constexpr unsigned mid34 = (14); 
# 57
q33 += (static_cast< char>(pivot7(detail23::d_weigh30, 7, pivot7(coef32[7], coef32[2], 54L)))); 
# 58
detail23::d_weigh30 = (pivot7(((32) + (coef32[2])) + (7), -(('\177') + detail23::d_weigh30), 53LL % (pivot7(mid34, 43, '\\')))); 
# 59
int iter35 = 0; 
# 60
do { 
# 61
detail23::d_weigh30 = iter35; 
# 62
float r36 = q33; 
# 63
++iter35; 
# 64
} while (iter35 < iter35); 
# 65
} 
#endif
# 66 "v000352.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned decay37(int count38) {int volatile ___ = 1;(void)count38;
# 72
::exit(___);}
#if 0
# 66
{ 
# 67
unsigned m39{6U}; 
# 68
m39 += (+((pivot7(52, detail23::d_weigh30, -4891)) - m39)); 
# 69
detail23::d_weigh30 = ((count38 & 5) < (m39 - detail23::d_weigh30)); 
# 70
__attribute__((unused)) static unsigned sh_40[8]; 
# 71
return 5; 
# 72
} 
#endif
# 73 "v000352.cu"
__attribute__((visibility("hidden"))) void score41(unsigned a42, float q43) ;
#if 0
# 73
{ 
# 74
a42 %= detail23::d_weigh30; 
# 75
decay37(a42); 
# 76
float *diff44 = &q43; 
# 77
if ((a42 + (5)) != (32)) { 
# 78
return; 
# 79
}  
# 80
} 
#endif
# 81 "v000352.cu"
int main() { 
# 82
int len45 = 1422; 
# 83
if ((len45 == len45) || (len45 <= 37L)) { 
# 84
return len45; 
# 85
}  
# 86
constexpr long long acc46 = (3); 
# 87
len45 -= ((unsigned)13UL); 
# 88
len45++; 
# 89
(__cudaPushCallConfiguration(((dim3)(2)), 256, 0)) ? (void)0 : gather13((double)(len45 - acc46), &len45, nullptr); 
# 90
(__cudaPushCallConfiguration(dim3(8, 1), 256, 32 + (5 + 987))) ? (void)0 : map_stencil21(nullptr, 5 | len45); 
# 91
(__cudaPushCallConfiguration((len45 + 127) / 128, dim3((len45 + 255) / 256, 8 * (7 + 1), (len45 + 63) / 64), sizeof(double) * (128))) ? (void)0 : map_trace22(nullptr, len45); 
# 92
return 0; 
# 93
} 

# 1 "v000352.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1839039c_10_v000352_cu_9f720fd9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000352.cudafe1.stub.c"
#include "v000352.cudafe1.stub.c"
# 1 "v000352.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
