# 1 "v001493.cu"
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
# 12 "v001493.cu"
__attribute__((visibility("hidden"))) void norm3_kernel(int count4, bool b5, int n6) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) static float sh_7[8]; 
# 14
if (b5) { 
# 15
return; 
# 16
}  
# 17
do { count4 += 0U; } while (0); 
# 18
} 
#endif
# 20 "v001493.cu"
int host_sweep8(int count9, short a10) { 
# 21
bool m11 = a10 == count9; 
# 22
m11 = ((61UL - count9) <= m11); 
# 23
return a10; 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void update12(int lane13) ;
#if 0
# 26
{ 
# 27
--lane13; 
# 28
__attribute__((unused)) static long sh_14[16]; 
# 29
for (int j15 = 0, j16 = 4; j15 < j16; (++j15), (--j16)) { 
# 30
lane13 = 60; 
# 31
do { (sh_14[j15]) += lane13; } while (0); 
# 32
}  
# 33
__attribute__((unused)) static float sh_17[16]; 
# 34
(sh_17[13]) = (sh_14[15]); 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 37 "v001493.cu"
__attribute__((unused)) static float weigh18(int n19, int stride20) {int volatile ___ = 1;(void)n19;(void)stride20;
# 44
::exit(___);}
#if 0
# 37
{ 
# 38
long s21 = (27); 
# 39
do { n19 += stride20; } while (0); 
# 40
int lim22 = (21UL); 
# 41
stride20 = lim22; 
# 42
lim22 = s21; 
# 43
return n19; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 46 "v001493.cu"
constexpr int run_drift23(int lane24, int stride25) { 
# 47
unsigned short sum26{(34)}; 
# 48
unsigned short m27 = (32UL); 
# 49
return lane24 * (m27 - m27); 
# 50
} 
# 52
int main() { 
# 53
int size28 = 858; 
# 54
switch (size28) { 
# 55
case 7:  
# 56
break; 
# 57
case 3:  
# 58
case 3 * 2:  
# 59
break; 
# 60
case 10:  
# 61
if (10 < size28) { 
# 62
return (-size28) + 50UL; 
# 63
}  
# 64
size28 = size28; 
# 65
break; 
# 66
default:  { 
# 67
int flag29 = size28; 
# 68
break; 
# 69
} 
# 70
}  
# 71
run_drift23(size28, size28); 
# 72
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : norm3_kernel(53, host_sweep8(size28 - size28, 57) <= size28, size28 - 49); 
# 73
(__cudaPushCallConfiguration(128, 64, 64 * 4)) ? (void)0 : update12(23); 
# 74
return 0; 
# 75
} 

# 1 "v001493.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de07b2f4_10_v001493_cu_62e9ddf6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001493.cudafe1.stub.c"
#include "v001493.cudafe1.stub.c"
# 1 "v001493.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
