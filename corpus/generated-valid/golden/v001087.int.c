# 1 "v001087.cu"
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
# 8 "v001087.cu"
constexpr int WIDTH4 = 4; 
# 9
int g_kick5[] = {(-3), 52}; 
# 11
__attribute__((unused)) signed char split6(int count7 = 38UL) 
# 12
{int volatile ___ = 1;(void)count7;
# 32
::exit(___);}
#if 0
# 12
{ 
# 13
constexpr bool stride8 = (0); 
# 14
if (count7 < sizeof(int)) { 
# 15
return 53; 
# 16
}  
# 17
count7++; 
# 18
if (((unsigned long)count7) == WIDTH4) { 
# 19
return WIDTH4 + count7; 
# 20
}  
# 21
switch ((int)count7) { 
# 22
case 12:  
# 23
break; 
# 24
default:  
# 25
if ((count7 * count7) == WIDTH4) { 
# 26
break; 
# 27
}  
# 28
break; 
# 29
}  
# 30
char sum9[5] = {static_cast< char>(2 / count7), static_cast< char>(count7 + count7), (61), (static_cast< char>(-50)), (static_cast< char>(127L))}; 
# 31
return ((sum9[0]) * 7) ? ((sum9[3]) - WIDTH4) + (stride8 - count7) : (30 * count7); 
# 32
} 
#endif
# 34 "v001087.cu"
double march10(float *out11, int count12 = 60) 
# 35
{ 
# 36
(out11[count12]) = WIDTH4; 
# 37
unsigned val13[6] = {}; 
# 38
unsigned char prod14 = (((*out11) += (10UL)), (val13[4])) * (37U % (val13[1])); 
# 39
(val13[5]) = ((out11[7]) * (prod14 - 41U)); 
# 40
prod14 = ((out11 == (nullptr)) ? 40 : (-(WIDTH4 - (out11[1])))); 
# 41
prod14--; 
# 42
return ((out11[prod14]) - (out11[3])) * ((unsigned)30); 
# 43
} 
# 46
__attribute__((visibility("hidden"))) void score15_kernel(const float *src16) ;
#if 0
# 47
{ 
# 48
auto hi17 = WIDTH4; 
# 49
if (((src16[0]) > (32U)) || (WIDTH4 != (src16[6]))) { 
# 50
goto out18; 
# 51
}  
# 52
++hi17; 
# 53
hi17 = (((3697UL * hi17) + ((int)WIDTH4)) * WIDTH4); 
# 54
out18:; ; 
# 55
} 
#endif
# 57 "v001087.cu"
int main() 
# 58
{ 
# 59
int len19 = 3997; 
# 60
char prod20[6]{(52L), (static_cast< char>(WIDTH4)), (60UL), (55), (127), (1)}; 
# 61
(__cudaPushCallConfiguration((len19 + 255) / 256, 1 << (WIDTH4 + 2))) ? (void)0 : score15_kernel(nullptr); 
# 62
++(prod20[5]); 
# 63
return 0; 
# 64
} 

# 1 "v001087.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f7944e05_10_v001087_cu_g_kick5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001087.cudafe1.stub.c"
#include "v001087.cudafe1.stub.c"
# 1 "v001087.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
