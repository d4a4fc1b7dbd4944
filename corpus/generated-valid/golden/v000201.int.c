# 1 "v000201.cu"
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
# 18 "v000201.cu"
__attribute((always_inline)) __attribute__((unused)) static inline signed char fold9(float *out10, const int *src11) 
# 19
{int volatile ___ = 1;(void)out10;(void)src11;
# 27
::exit(___);}
#if 0
# 19
{ 
# 20
int tmp12 = ((src11[__device_builtin_variable_blockDim.x]) + 12) + ((7) + (__device_builtin_variable_blockIdx.x)); 
# 21
unsigned lo13 = (24) + (tmp12 * (((__device_builtin_variable_threadIdx.x) < (8)) ? __device_builtin_variable_threadIdx.x : (8))); 
# 22
if (((src11[5]) - lo13) == (2)) { 
# 23
return 8; 
# 24
}  
# 25
lo13 |= ((short)63); 
# 26
return (((src11[tmp12]) < (((unsigned)lo13) + lo13)) ? src11[tmp12] : (((unsigned)lo13) + lo13)); 
# 27
} 
#endif
# 28 "v000201.cu"
typedef float real14_t; 
# 29
enum Kind15 { RED16, BUSY17 = 2, SLOW18, LOW19}; 
# 30
namespace _GLOBAL__N__0930f0a7_10_v000201_cu_8adb0b36 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__0930f0a7_10_v000201_cu_8adb0b36; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__0930f0a7_10_v000201_cu_8adb0b36 __attribute__((visibility("hidden")))  { 
# 31
__attribute__((unused)) long sweep20(unsigned alpha21) 
# 32
{int volatile ___ = 1;(void)alpha21;
# 49
::exit(___);}
#if 0
# 32
{ 
# 33
switch (alpha21 * (9)) { 
# 34
case 2:  { 
# 35
alpha21 = ((fold9(nullptr, (const int *)nullptr)) * (alpha21 + (8))); 
# 36
float flag22 = (7.0F); 
# 37
break; 
# 38
} 
# 39
case (SLOW18) * ((BUSY17) + 1):  
# 40
break; 
# 41
case 10:  
# 42
break; 
# 43
case 3:  
# 44
break; 
# 45
default:  
# 46
break; 
# 47
}  
# 48
return (__device_builtin_variable_threadIdx.y) - (__device_builtin_variable_blockDim.z); 
# 49
} 
#endif
# 50 "v000201.cu"
}
# 51
struct Acc23 { 
# 52
bool lo24; 
# 53
unsigned vel25; 
# 54
int sum26; 
# 55
unsigned z27; 
# 56
void get28(int lo29) 
# 57
{ 
# 58
(++(z27)), ((sum26) += (vel25)); 
# 59
(vel25) = (vel25); 
# 60
} 
# 61
}; 
# 62
Acc23 operator+(Acc23 a, Acc23 b) 
# 63
{ 
# 64
Acc23 r = a; 
# 65
(r.vel25) += (b.vel25); 
# 66
(r.sum26) += (b.sum26); 
# 67
(r.z27) += (b.z27); 
# 68
return r; 
# 69
} 
# 70
__attribute__((visibility("hidden"))) void fuse30_kernel(const int *coef31) ;
#if 0
# 71
{ 
# 72
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
real14_t f33(coef31[idx32]); 
# 74
f33 -= ((coef31[2]) * ((sweep20(coef31[__device_builtin_variable_blockIdx.z])) - ((3U) * f33))); 
# 75
} 
#endif
# 76 "v000201.cu"
int main() 
# 77
{ 
# 78
int n34 = 2782; 
# 79
if (n34 <= n34) { 
# 80
return n34 + n34; 
# 81
}  
# 82
([]() { 
# 83
float flag35{(16.625F)}; 
# 84
} )(); 
# 85
--n34; 
# 86
if (n34 >= (55U * n34)) { 
# 87
const char *y36 = ("4"); 
# 88
}  
# 89
n34++; 
# 90
(__cudaPushCallConfiguration((n34 + 127) / 128, 32, 4 + (8 + 1012), (cudaStream_t)0)) ? (void)0 : fuse30_kernel(&n34); 
# 91
return 0; 
# 92
} 

# 1 "v000201.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0930f0a7_10_v000201_cu_8adb0b36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000201.cudafe1.stub.c"
#include "v000201.cudafe1.stub.c"
# 1 "v000201.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
