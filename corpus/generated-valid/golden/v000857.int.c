# 1 "v000857.cu"
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
# 14 "v000857.cu"
enum class Color6 { On7, On8 = 3}; 
# 16
__attribute((noinline)) __attribute__((unused)) int sweep9(unsigned *buf10, unsigned short q11) {int volatile ___ = 1;(void)buf10;(void)q11;
# 23
::exit(___);}
#if 0
# 16
{ 
# 17
unsigned char e12 = q11; 
# 18
int prod13 = 47; 
# 19
Color6 off14 = Color6::On7; 
# 20
__attribute__((unused)) static int sh_15[256]; 
# 21
__attribute__((unused)) static float sh_16; 
# 22
return (40 - e12) >> prod13; 
# 23
} 
#endif
# 25 "v000857.cu"
__attribute__((unused)) float shade17(const float *in18, int len19 = -38) {int volatile ___ = 1;(void)in18;(void)len19;
# 34
::exit(___);}
#if 0
# 25
{ 
# 26
len19 = 64; 
# 27
signed char e20 = len19; 
# 28
if (len19) { 
# 29
__attribute__((unused)) static unsigned char sh_21[8]; 
# 30
if (len19 <= ((in18[6]) + (sh_21[len19]))) { 
# 31
return -(0.875F); }  
# 32
}  
# 33
return ((2 * len19) + (+e20)); 
# 34
} 
#endif
# 36 "v000857.cu"
__attribute__((visibility("hidden"))) void pack22(int stride23, const unsigned *in24, int lane25, signed char b26) ;
#if 0
# 36
{ 
# 37
unsigned y27 = (static_cast< unsigned>(lane25)) / (1); 
# 38
stride23 = (((2) * ((float)(-lane25))) + (7)); 
# 39
if (!((in24[lane25]) != (18))) { 
# 40
return; }  
# 41
double lim28((63L - b26) >> 3); 
# 42
} 
#endif
# 44 "v000857.cu"
int run_shade29(int stride30, Color6 q31) { 
# 45
stride30 = (-((2 * stride30) + 54)); 
# 46
float f32 = (sizeof(float)); 
# 47
f32 = (((7) - (static_cast< long>(stride30))) % (static_cast< int>(f32))); 
# 48
(__cudaPushCallConfiguration((stride30 + 127) / 128, (5 + 3) * (5 + 3))) ? (void)0 : pack22(f32, nullptr, static_cast< unsigned>(stride30 - f32), 5 * stride30); 
# 49
return (((2) * f32) + ((float)stride30)); 
# 50
} 
# 52
int main() { 
# 53
int size33 = 3055; 
# 54
int w34 = 0; 
# 55
while (w34 < w34) { 
# 56
if (((size33 * w34) < w34) || (w34 == size33)) { 
# 57
if (((w34 != w34) || (w34 < size33)) || (size33 - size33)) { 
# 58
float e35 = size33; 
# 59
}  
# 60
size33++; 
# 61
}  
# 62
++w34; 
# 63
}  
# 64
return 0; 
# 65
} 

# 1 "v000857.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4520036d_10_v000857_cu_f4fda1a3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000857.cudafe1.stub.c"
#include "v000857.cudafe1.stub.c"
# 1 "v000857.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
