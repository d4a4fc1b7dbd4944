# 1 "v000646.cu"
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
# 10 "v000646.cu"
struct Cell4 { 
# 11
float vel5, y6; 
# 12
int w7; 
# 13
void get8(short prod9) 
# 14
{ 
# 15
(y6) = ((int)((49U) - (vel5))); 
# 16
Cell4 v10 = Cell4{(-34L), (3.0F), (-1)}; 
# 17
} 
# 18
}; 
# 20
unsigned gather11(int n12, long long *__restrict__ buf13) 
# 21
{ 
# 22
int x14{(3668UL)}; 
# 23
Cell4 s15 = Cell4{}; 
# 24
unsigned y16 = (2778L); 
# 25
x14 = 3912; 
# 26
float h17 = x14; 
# 27
return n12; 
# 28
} 
# 29
enum class Op18 { 
# 30
Idle19 = 2, 
# 31
Idle20, 
# 32
Fast21, 
# 33
Mul22, 
# 34
High23
# 35
}; 
# 36
enum Level24: int { HIGH25, GREEN26 = 5, FAST27}; 
# 38
void scale28(double q29, int n30, Level24 alpha31) 
# 39
{ 
# 40
switch (alpha31) { 
# 41
case HIGH25:  { 
# 42
int w32 = 0; 
# 43
do { 
# 44
{ 
# 45
bool flag33 = alpha31 > 11; 
# 46
const size_t s34 = (29); 
# 47
} 
# 48
alpha31 = alpha31; 
# 49
++w32; 
# 50
} while (w32 < 16); 
# 51
break; 
# 52
} 
# 53
}  
# 54
} 
# 56
extern "C" __attribute__((visibility("hidden"))) void score35_kernel(const unsigned *__restrict__ coef36, const long *coef37, float beta38, Op18 alpha39) ;
#if 0
# 57
{ 
# 58
(++beta38), (beta38 /= (29)); 
# 59
Level24 f40 = HIGH25; 
# 60
if ((beta38 * (GREEN26)) > (28)) { 
# 61
goto finish43; 
# 62
}  
# 63
switch (f40) { 
# 64
case HIGH25:  { 
# 65
const int z41 = (unsigned)beta38; 
# 66
Level24 diff42 = FAST27; 
# 67
break; 
# 68
} 
# 69
}  
# 70
beta38 *= ((47) - (coef37[__device_builtin_variable_blockDim.x])); 
# 71
finish43:; ; 
# 72
} 
#endif
# 74 "v000646.cu"
int main() 
# 75
{ 
# 76
int size44 = 985; 
# 77
float z45 = (((size44 += size44), (size44 * ((char)41L)))); 
# 78
if (size44) { 
# 79
return '\177'; 
# 80
}  
# 81
z45 = z45; 
# 82
(__cudaPushCallConfiguration((size44 + 63) / 64, 16 * 2, 0, nullptr)) ? (void)0 : score35_kernel(nullptr, nullptr, ((int)size44) / 27ULL, Op18::Mul22); 
# 83
size44 = (z45 + (('\?') - size44)); 
# 84
return 0; 
# 85
} 

# 1 "v000646.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__faf62cc8_10_v000646_cu_808e47ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000646.cudafe1.stub.c"
#include "v000646.cudafe1.stub.c"
# 1 "v000646.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
