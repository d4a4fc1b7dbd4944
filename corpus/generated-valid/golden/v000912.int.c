# 1 "v000912.cu"
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
# 9 "v000912.cu"
__attribute__((visibility("hidden"))) void combine4(double *data5, double b6, unsigned p7) ;
#if 0
# 9
{ 
# 10
float tmp8 = (25) ^ (p7 * ((3891) | p7)); 
# 11
if (tmp8 >= (sizeof(int))) { 
# 12
long lim9(b6); 
# 13
--p7; 
# 14
}  
# 15
tmp8++; 
# 16
if (data5 != (nullptr)) { 
# 17
return; 
# 18
}  
# 19
float *res10 = ((float *)nullptr); 
# 20
} 
#endif
# 22 "v000912.cu"
__attribute((noinline)) __attribute__((unused)) float combine11(unsigned q12, int lane13) {int volatile ___ = 1;(void)q12;(void)lane13;
# 29
::exit(___);}
#if 0
# 22
{ 
# 23
if ((lane13 - lane13) >= ((8) + (__device_builtin_variable_blockIdx.x))) { 
# 24
lane13 = (lane13 * q12); 
# 25
lane13 |= 13; 
# 26
} else { 
# 27
}  
# 28
return q12; 
# 29
} 
#endif
# 30 "v000912.cu"
enum class Phase14 { 
# 31
Mul15, 
# 32
Green16 = 6, 
# 33
Busy17 = 11, 
# 34
Low18, 
# 35
On19 = 18
# 36
}; 
# 37
enum class Color20: unsigned char { Add21 = 1U, Low22 = 3U, High23}; 
# 39
__attribute((noinline)) __attribute__((unused)) float merge24(long *acc25, int count26) {int volatile ___ = 1;(void)acc25;(void)count26;
# 49
::exit(___);}
#if 0
# 39
{ 
# 40
Color20 t27 = Color20::Add21; 
# 41
double z28 = ((7.875F)); 
# 42
Color20 prod29 = t27; 
# 43
(*acc25) >>= ('\000'); 
# 44
count26 &= count26; 
# 45
if (t27 == Color20::Low22) { 
# 46
return (__device_builtin_variable_threadIdx.x) * ((26) ^ (*acc25)); 
# 47
}  
# 48
return (2.0F); 
# 49
} 
#endif
# 51 "v000912.cu"
template< class T> __attribute__((unused)) void 
# 52
blend30(T beta31) {int volatile ___ = 1;(void)beta31;
# 57
::exit(___);}
#if 0
# 52
{ 
# 53
T flag32 = ((4.0F)); 
# 54
beta31--; 
# 55
T k33 = (int)((((__device_builtin_variable_blockIdx.x) - 47L) + (__device_builtin_variable_gridDim.z)) + flag32); 
# 56
(--beta31), (flag32 -= ((flag32 + k33) + ((k33 - '\a') * (44 + beta31)))); 
# 57
} 
#endif
# 58 "v000912.cu"
static short d_scale34; 
# 60
__attribute__((visibility("hidden"))) void spread35(long p36) ;
#if 0
# 60
{ 
# 61
int tid37 = __device_builtin_variable_threadIdx.x; 
# 62
if (((__device_builtin_variable_threadIdx.x) + d_scale34) & (1)) { 
# 63
d_scale34 *= p36; 
# 64
switch (p36 * (__device_builtin_variable_blockDim.x)) { 
# 65
case 1:  
# 66
case 12:  
# 67
d_scale34++; 
# 68
if (p36 == (4)) { 
# 69
return; 
# 70
}  
# 71
[[fallthrough]] ; 
# 72
case 7:  
# 73
if (p36 < (64)) { 
# 74
break; 
# 75
}  
# 76
[[fallthrough]] ; 
# 77
case 6:  
# 78
break; 
# 79
default:  
# 80
break; 
# 81
}  
# 82
} else { 
# 83
}  
# 84
} 
#endif
# 86 "v000912.cu"
constexpr int run_decay38(int stride39) { 
# 87
stride39++; 
# 88
return '\''; 
# 89
} 
# 91
int main() { 
# 92
int count40 = 1697; 
# 93
(__cudaPushCallConfiguration(8, 1 << 6)) ? (void)0 : spread35((float)count40); 
# 94
{ 
# 95
(__cudaPushCallConfiguration((count40 + 127) / 128, 512)) ? (void)0 : combine4(nullptr, (count40 - count40) | (count40 + count40), count40); 
# 96
int prod41 = count40; 
# 97
} 
# 98
return 0; 
# 99
} 

# 1 "v000912.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4c22863a_10_v000912_cu_5f78b7d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000912.cudafe1.stub.c"
#include "v000912.cudafe1.stub.c"
# 1 "v000912.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
