# 1 "v000378.cu"
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
# 6 "v000378.cu"
using idx2_t = short; 
# 7
enum Phase3: unsigned { GREEN4 = 1U, GREEN5 = 4U, ADD6, IDLE7}; 
# 9
struct Tile8 { 
# 10
float weight9; 
# 11
long flag10, mass11; 
# 12
int y12; 
# 13
}; 
# 15
static void bump13_kernel(Tile8 q14) ;
#if 0
# 16
{ 
# 17
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
Tile8 h16{(37), 42L, 41L, (52UL)}; 
# 19
q14 = Tile8{(7.0F), (60), (30), (31ULL)}; 
# 20
--(h16.y12); 
# 21
int stride17 = (5) % ((h16.flag10) * ((long)(h16.y12))); 
# 22
int s18(q14.flag10); 
# 23
++(h16.weight9); 
# 24
Phase3 r19 = GREEN5; 
# 25
} 
#endif
# 27 "v000378.cu"
__attribute__((unused)) inline signed char count20(double cfg21) 
# 28
{int volatile ___ = 1;(void)cfg21;
# 34
::exit(___);}
#if 0
# 28
{ 
# 29
float m22 = cfg21; 
# 30
m22 = (__device_builtin_variable_threadIdx.x); 
# 31
cfg21 = ((20.625F)); 
# 32
cfg21--; 
# 33
return 41; 
# 34
} 
#endif
# 36 "v000378.cu"
namespace _GLOBAL__N__0d44b098_10_v000378_cu_c73ceef2 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__0d44b098_10_v000378_cu_c73ceef2; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__0d44b098_10_v000378_cu_c73ceef2 __attribute__((visibility("hidden")))  { 
# 37
static int c_tally23; 
# 38
}
# 39
enum Phase24: long { BLUE25, FAST26}; 
# 40
static_assert((59 > 58), "bad config");
# 41
static unsigned c_trace27[4]; 
# 44
constexpr int lerp28(int stride29, int count30) 
# 45
{ 
# 46
int base31(20); 
# 47
return ('z') + ((count30 * count30) * base31); 
# 48
} 
# 51
static int run_accum32(const float *__restrict__ input33) 
# 52
{ 
# 53
if (((input33[0]) == (ADD6)) && ((*input33) > (input33[5]))) { 
# 54
goto done34; 
# 55
}  
# 56
switch (lerp28(input33[3], *input33)) { 
# 57
case (GREEN5) + (1):  
# 58
break; 
# 59
case 6:  
# 60
case 12:  
# 61
break; 
# 62
default:  
# 63
(__cudaPushCallConfiguration(dim3(((GREEN4) + (15)) * ((GREEN4) + ((GREEN4) + (2))), (FAST26) + (7)), 64)) ? (void)0 : bump13_kernel(Tile8{(6.0F), (-8), (27), 1}); 
# 64
break; 
# 65
}  
# 66
done34:; ; 
# 67
return input33[7]; 
# 68
} 
# 70
static void pivot35(int len36, Tile8 a37) ;
#if 0
# 71
{ 
# 72
int idx38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
if (idx38 >= len36) { 
# 74
return; }  
# 75
Tile8 y39 = {(53), 7L, 8L, 21}; 
# 76
signed char r40 = count20(((19.375) / (y39.y12)) * ((13.75F))); 
# 77
r40 = (+((signed char)((short)(c_trace27[0])))); 
# 78
len36 = (count20((__device_builtin_variable_blockIdx.x) * (((a37.mass11) += (29)), 30))); 
# 79
} 
#endif
# 82 "v000378.cu"
__attribute__((visibility("hidden"))) void warp41(Phase24 q42) ;
#if 0
# 83
{ 
# 84
unsigned tid43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 85
Tile8 v44{(9.625F), (29), static_cast< long>(tid43), c_tally23}; 
# 86
Phase24 k45 = BLUE25; 
# 87
auto e46 = c_tally23; 
# 88
(v44.y12)++; 
# 89
k45 = k45; 
# 90
int diff47 = (37UL); 
# 91
} 
#endif
# 93 "v000378.cu"
int main() 
# 94
{ 
# 95
int size48 = 1702; 
# 96
auto op51 = [sum49 = run_accum32(nullptr)](auto tmp50) { 
# 97
tmp50 = run_accum32(nullptr); 
# 98
return tmp50 * 2; 
# 99
} ; typedef decltype(op51) __T0;
# 100
int t52 = (ADD6); 
# 101
size48 = run_accum32((const float *)nullptr); 
# 102
++t52; 
# 103
(__cudaPushCallConfiguration(((dim3)(4)), 512)) ? (void)0 : pivot35(op51(size48), Tile8{}); 
# 104
(__cudaPushCallConfiguration(((dim3)((ADD6) + ((GREEN4) + (2)))), 64)) ? (void)0 : warp41(BLUE25); 
# 105
return 0; 
# 106
} 

# 1 "v000378.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d44b098_10_v000378_cu_c73ceef2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000378.cudafe1.stub.c"
#include "v000378.cudafe1.stub.c"
# 1 "v000378.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
