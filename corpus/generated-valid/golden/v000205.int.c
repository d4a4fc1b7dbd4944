# 1 "v000205.cu"
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
# 19 "v000205.cu"
int norm5(int n6, int count7, const unsigned char *in8) 
# 20
{ 
# 21
count7 = (((48 % count7) * 3UL) - count7); 
# 22
++count7; 
# 23
count7 -= ((n6 % count7) - ((double)48)); 
# 24
for (int n9 = 0; n9 < count7; n9++) { 
# 25
(++count7), (count7 -= ((6) / (n9 * 55U))); 
# 26
n6 += count7; 
# 27
}  
# 28
return -31; 
# 29
} 
# 31
struct Pixel10 { 
# 32
int val11; 
# 33
float w12; 
# 34
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 36
__attribute((noinline)) __attribute__((unused)) static void kick13(int n14, int *__restrict__ data15) 
# 37
{int volatile ___ = 1;(void)n14;(void)data15;
# 50
::exit(___);}
#if 0
# 37
{ 
# 38
if ((__device_builtin_variable_threadIdx.y) == n14) { 
# 39
if (n14 <= (__device_builtin_variable_gridDim.y)) { 
# 40
return; }  
# 41
for (int i16 = 7; i16 > 0; --i16) { 
# 42
(*data15) = (__device_builtin_variable_blockDim.x); }  
# 43
}  
# 44
const signed char off17 = (11UL ^ (__device_builtin_variable_threadIdx.x)) % (n14 ^ 30); 
# 45
if (off17 != n14) { 
# 46
goto finish18; 
# 47
}  
# 48
--(*data15); 
# 49
finish18:; ; 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 52 "v000205.cu"
__attribute__((visibility("hidden"))) void split19(float *__restrict__ dst20, int len21, float *acc22) ;
#if 0
# 53
{ 
# 54
if (((len21 += len21), len21) < 39) { 
# 55
goto skip25; 
# 56
}  
# 57
len21 = (((778) - (*dst20)) * (sizeof(Pixel10))); 
# 58
if (len21 < (__device_builtin_variable_warpSize | 8)) { 
# 59
size_t s23 = (3415); 
# 60
const int *s24 = &len21; 
# 61
}  
# 62
skip25:; ; 
# 63
} 
#endif
# 65 "v000205.cu"
int main() 
# 66
{ 
# 67
int count26 = 3118; 
# 68
int stride27 = count26 | (count26 * count26); 
# 69
for (int i28 = 0, j29 = 9; i28 < j29; (++i28), (--j29)) { 
# 70
(__cudaPushCallConfiguration(8, dim3(16, (j29 + 31) / 32, (i28 + 63) / 64))) ? (void)0 : split19(nullptr, j29, static_cast< float *>(nullptr)); 
# 71
dim3 flag30 = ((dim3)(2)); 
# 72
do { count26 += (((unsigned)sizeof(double)) - (j29 | count26)); } while (0); 
# 73
}  
# 74
return 0; 
# 75
} 

# 1 "v000205.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__865267f0_10_v000205_cu_5cfc5a34
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000205.cudafe1.stub.c"
#include "v000205.cudafe1.stub.c"
# 1 "v000205.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
