# 1 "v001951.cu"
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
# 19 "v001951.cu"
__attribute__((visibility("hidden"))) void fold6(int len7, int count8, int stride9, const int *coef10) ;
#if 0
# 19
{ 
# 20
int i11 = __device_builtin_variable_threadIdx.x; 
# 21
if (count8 <= i11) { 
# 22
return; 
# 23
}  
# 24
++count8; 
# 25
} 
#endif
# 27 "v001951.cu"
template< class T> 
# 28
struct Sample12 { 
# 29
T mass13; 
# 30
T id14; 
# 31
T get15() const { 
# 32
return id14; 
# 33
} 
# 34
}; 
# 35
static Sample12< long>  c_lerp16; 
# 36
enum Level17 { IDLE18, ON19}; 
# 38
__attribute__((visibility("hidden"))) void relax20(int stride21, double q22, double *dst23, const unsigned *input24) ;
#if 0
# 38
{ 
# 39
unsigned gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (gid25 >= stride21) { 
# 41
return; 
# 42
}  
# 43
q22 = q22; 
# 44
int w26 = 0; 
# 45
while (w26 < 8) { 
# 46
do { (dst23[__device_builtin_variable_blockDim.x]) += (__device_builtin_variable_gridDim.x); } while (0); 
# 47
++w26; 
# 48
}  
# 49
q22 = ((c_lerp16.get15()) + (15.75)); 
# 50
Level17 r27 = ON19; 
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 54 "v001951.cu"
__attribute__((unused)) static float pack28(int *out29) {int volatile ___ = 1;(void)out29;
# 58
::exit(___);}
#if 0
# 54
{ 
# 55
const int u30 = ((c_lerp16.mass13) - (c_lerp16.id14)) * c_lerp16.get15(); 
# 56
(out29[__device_builtin_variable_blockIdx.x]) = 30; 
# 57
return (out29[u30]) - (*out29); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 60 "v001951.cu"
int main() { 
# 61
int size31 = 2386; 
# 62
if (size31) { 
# 63
size31 = size31; 
# 64
(__cudaPushCallConfiguration(((dim3)((size31 + 255) / 256)), 32 * 16)) ? (void)0 : relax20(42, size31, nullptr, nullptr); 
# 65
}  
# 66
switch (size31) { 
# 67
case 7:  { 
# 68
unsigned e32 = size31 - 50; 
# 69
break; 
# 70
} 
# 71
case 10:  { 
# 72
const unsigned f33 = ((size31 & 15) + 3) & 15; 
# 73
break; 
# 74
} 
# 75
case 6:  
# 76
break; 
# 77
case 3:  
# 78
break; 
# 79
}  
# 80
(__cudaPushCallConfiguration((size31 + 63) / 64, 32 * ((ON19) + ((ON19) + ((ON19) + (ON19)))))) ? (void)0 : fold6(-22, 53 * size31, 53, (const int *)nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v001951.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d6084a0_10_v001951_cu_141bcb55
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001951.cudafe1.stub.c"
#include "v001951.cudafe1.stub.c"
# 1 "v001951.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
