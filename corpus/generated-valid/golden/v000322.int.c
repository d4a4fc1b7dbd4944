# 1 "v000322.cu"
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
# 12 "v000322.cu"
static short c_bump6; 
# 13
enum Kind7: unsigned { 
# 14
OFF8 = 1U, 
# 15
ADD9, 
# 16
FAST10, 
# 17
HIGH11 = 6U, 
# 18
GREEN12
# 19
}; 
# 21
__attribute__((unused)) int pivot13(int n14, int count15 = 2931LL) 
# 22
{int volatile ___ = 1;(void)n14;(void)count15;
# 31
::exit(___);}
#if 0
# 22
{ 
# 23
double *f16 = ((double *)nullptr); 
# 24
bool s17 = n14 == (count15 >> c_bump6); 
# 25
++count15; 
# 26
count15 -= ((s17 > count15) ? __device_builtin_variable_blockDim.z : ((9UL + (__device_builtin_variable_threadIdx.y)) * (count15 - (*f16)))); 
# 27
(count15--), ((f16[c_bump6]) = (1.5)); 
# 28
Kind7 u18 = HIGH11; 
# 29
unsigned long t19((5L)); 
# 30
return 30U; 
# 31
} 
#endif
# 34 "v000322.cu"
__attribute__((unused)) float apply20(int count21) 
# 35
{int volatile ___ = 1;(void)count21;
# 47
::exit(___);}
#if 0
# 35
{ 
# 36
count21 >>= 4; 
# 37
count21 %= pivot13(count21); 
# 38
unsigned mid22 = c_bump6 / sizeof(int); 
# 39
int w23 = 0; 
# 40
do { 
# 41
pivot13(count21 * (__device_builtin_variable_blockDim.y)); 
# 42
++w23; 
# 43
} while (w23 < w23); 
# 44
mid22 *= (((mid22 * (__device_builtin_variable_threadIdx.x)) * (2866)) + w23); 
# 45
mid22 -= (w23 * pivot13(63U)); 
# 46
return count21; 
# 47
} 
#endif
# 48 "v000322.cu"
static int c_filter24[8]; 
# 50
__attribute__((visibility("hidden"))) void merge25(int stride26, float beta27, int stride28, short b29) ;
#if 0
# 51
{ 
# 52
int i30 = __device_builtin_variable_threadIdx.x; 
# 53
float sum31 = __device_builtin_variable_blockDim.x; 
# 54
beta27 += (12.25F); 
# 55
stride28 &= stride26; 
# 56
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 58 "v000322.cu"
__attribute__((unused)) static void decay32(int count33) 
# 59
{int volatile ___ = 1;(void)count33;
# 66
::exit(___);}
#if 0
# 59
{ 
# 60
if (apply20(c_bump6) != (54)) { 
# 61
goto done34; 
# 62
}  
# 63
count33 = (count33 * ((float)pivot13(c_bump6, 34))); 
# 64
count33 >>= (__device_builtin_variable_blockDim.x); 
# 65
done34:; ; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 68 "v000322.cu"
int main() 
# 69
{ 
# 70
int n35 = 1840; 
# 71
(__cudaPushCallConfiguration(dim3((n35 + 31) / 32, (n35 + 31) / 32), sizeof(unsigned) * ((OFF8) + ((ADD9) + ((ADD9) + ((OFF8) + (2))))))) ? (void)0 : merge25(n35, n35 + n35, (24U + n35) + (n35 - (OFF8)), 59); 
# 72
double diff36 = (1505); 
# 73
return 0; 
# 74
} 

# 1 "v000322.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa19df8c_10_v000322_cu_c_bump6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000322.cudafe1.stub.c"
#include "v000322.cudafe1.stub.c"
# 1 "v000322.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
