# 1 "v000727.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 20 "v000727.cu"
__attribute__((unused)) static void tally7(const int *coef8) {int volatile ___ = 1;(void)coef8;
# 40
::exit(___);}
#if 0
# 20
{ 
# 21
int w9 = 0; 
# 22
while (w9 < 11) { 
# 23
switch (*coef8) { 
# 24
case 1 << 1:  { 
# 25
int idx10 = *coef8; 
# 26
idx10--; 
# 27
[[fallthrough]] ; 
# 28
} 
# 29
case 9:  
# 30
break; 
# 31
case 7:  
# 32
break; 
# 33
default:  { 
# 34
unsigned r11 = ((__device_builtin_variable_blockIdx.x) & (15)) / (static_cast< float>(w9 * (__device_builtin_variable_threadIdx.x))); 
# 35
break; 
# 36
} 
# 37
}  
# 38
++w9; 
# 39
}  
# 40
} 
#endif

#pragma GCC diagnostic pop

# 41 "v000727.cu"
static float d_apply12; 
# 43
__attribute__((visibility("hidden"))) void relax13(double p14, signed char alpha15) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_16[]; 
# 45
int idx17 = __device_builtin_variable_threadIdx.x; 
# 46
for (int it18 = 0; it18 < 16; ++it18) { 
# 47
int cnt19 = __device_builtin_variable_threadIdx.z; 
# 48
}  
# 49
if (d_apply12 == (28)) { 
# 50
goto done21; 
# 51
}  
# 53
#pragma unroll 8
for (
# 53
int it20 = 0; it20 < 16; ++it20) { 
# 54
if ((__device_builtin_variable_blockIdx.x) != 11ULL) { 
# 55
continue; 
# 56
}  
# 57
}  
# 58
p14 = ((p14 += alpha15), (10.25)); 
# 59
tally7((const int *)nullptr); 
# 60
done21:; ; 
# 61
} 
#endif
# 63 "v000727.cu"
int pivot22(float q23, const int *src24, int len25 = 45UL) { 
# 64
q23 /= ((22LL + len25) % (*src24)); 
# 65
do { q23 += (src24[len25]); } while (0); 
# 66
return *src24; 
# 67
} 
# 69
int main() { 
# 70
int len26 = 4023; 
# 71
(__cudaPushCallConfiguration(4 * (8 + 8), 1 << 7, 0)) ? (void)0 : relax13((len26 % len26) - ((0.0) + len26), len26); 
# 72
bool hi27 = (pivot22(len26, &len26) * len26) / len26; 
# 73
++len26; 
# 74
(__cudaPushCallConfiguration((len26 + 127) / 128, 8 + (8 + 240))) ? (void)0 : relax13(pivot22(((len26 += len26), hi27), nullptr), len26 + 41); 
# 75
return 0; 
# 76
} 

# 1 "v000727.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06566da8_10_v000727_cu_70d8307f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000727.cudafe1.stub.c"
#include "v000727.cudafe1.stub.c"
# 1 "v000727.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
