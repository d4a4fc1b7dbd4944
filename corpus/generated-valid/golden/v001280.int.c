# 1 "v001280.cu"
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
# 6 "v001280.cu"
static float c_pack2; 
# 8
__attribute__((visibility("hidden"))) void apply3(double alpha4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern signed char dyn_5[]; 
# 10
unsigned i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (((dyn_5[i6]) - 3U) <= c_pack2) { 
# 12
goto skip9; 
# 13
}  
# 14
{ 
# 15
constexpr double res7 = ((24.5F)); 
# 16
{ 
# 17
int s8 = static_cast< int>(i6); 
# 18
alpha4 /= i6; 
# 19
} 
# 20
} 
# 21
alpha4 -= ((((dyn_5[__device_builtin_variable_gridDim.x]) >> 4) + (i6 % (dyn_5[i6]))) % (8)); 
# 22
skip9:; ; 
# 23
} 
#endif
# 24 "v001280.cu"
static double d_stencil10[16]; 
# 25
static long d_step11; 
# 27
__attribute__((unused)) short update12(float b13, int len14, int *__restrict__ buf15) {int volatile ___ = 1;(void)b13;(void)len14;(void)buf15;
# 32
::exit(___);}
#if 0
# 27
{ 
# 28
len14 = (((d_stencil10[(__device_builtin_variable_gridDim.x) & (15)]) += (56)), 37); 
# 29
(*buf15) ^= (*buf15); 
# 30
unsigned base16 = -(((*buf15) % 8) - (30L * d_step11)); 
# 31
return (__device_builtin_variable_threadIdx.x) + ((base16 * base16) + (2103L % __device_builtin_variable_warpSize)); 
# 32
} 
#endif
# 34 "v001280.cu"
__attribute__((unused)) unsigned spread17(unsigned q18) {int volatile ___ = 1;(void)q18;
# 52
::exit(___);}
#if 0
# 34
{ 
# 35
switch ((__device_builtin_variable_blockIdx.y) * ('\a')) { 
# 36
case 2 * 2:  
# 37
++q18; 
# 38
[[fallthrough]] ; 
# 39
case 10:  
# 40
q18 -= (d_stencil10[__device_builtin_variable_threadIdx.x]); 
# 41
d_step11 = c_pack2; 
# 42
break; 
# 43
case 11:  { 
# 44
unsigned short r19 = d_step11; 
# 45
[[fallthrough]] ; 
# 46
} 
# 47
case 3:  
# 48
break; 
# 49
}  
# 50
d_step11 = (45); 
# 51
return d_stencil10[q18]; 
# 52
} 
#endif
# 54 "v001280.cu"
__attribute__((unused)) inline void probe20(int stride21) {int volatile ___ = 1;(void)stride21;
# 57
::exit(___);}
#if 0
# 54
{ 
# 55
(d_stencil10[14])++; 
# 56
float diff22 = ((d_step11 % (8)) + 64UL) % (8); 
# 57
} 
#endif
# 59 "v001280.cu"
namespace impl23 { 
# 60
__attribute__((unused)) float scatter24(int count25, unsigned long long *acc26) {int volatile ___ = 1;(void)count25;(void)acc26;
# 68
::exit(___);}
#if 0
# 60
{ 
# 61
if ((__device_builtin_variable_threadIdx.x) <= (__device_builtin_variable_threadIdx.x)) { 
# 62
goto out27; 
# 63
}  
# 64
(acc26[__device_builtin_variable_warpSize]) = (sizeof(size_t)); 
# 65
(d_stencil10[2]) = (21.75); 
# 66
out27:; ; 
# 67
return spread17(((d_step11 += d_step11), 46U) % (8)); 
# 68
} 
#endif
# 70 "v001280.cu"
struct Pixel28 { 
# 71
int y29; 
# 72
float z30; 
# 73
int weight31; 
# 74
int w32; 
# 75
}; 
# 76
enum class Color33 { Blue34, Busy35 = 3, High36 = 8, Add37}; 
# 77
}
# 79
int main() { 
# 80
int size38 = 1666; 
# 81
(__cudaPushCallConfiguration(8 * 16, dim3(2, 2, 2))) ? (void)0 : apply3((1.125)); 
# 82
size38 = (18 - (size38 / size38)); 
# 83
short y39 = size38; 
# 84
(__cudaPushCallConfiguration(2 * 4, ((dim3)((size38 + 127) / 128)))) ? (void)0 : apply3(size38 % 8); 
# 85
return 0; 
# 86
} 

# 1 "v001280.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__278bd7b7_10_v001280_cu_c_pack2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001280.cudafe1.stub.c"
#include "v001280.cudafe1.stub.c"
# 1 "v001280.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
