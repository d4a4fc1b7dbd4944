# 1 "v001885.cu"
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
# 18 "v001885.cu"
__attribute((noinline)) __attribute__((unused)) int sweep6(int n7) {int volatile ___ = 1;(void)n7;
# 29
::exit(___);}
#if 0
# 18
{ 
# 19
(n7--), (n7 = ((((int)n7) / 2) + n7)); 
# 20
if (__device_builtin_variable_warpSize < (('\\') * (__device_builtin_variable_threadIdx.z))) { 
# 21
if (n7 < (n7 - 5L)) { 
# 22
const size_t mid8 = n7; 
# 23
constexpr float tmp9 = (4.25F); 
# 24
} else { 
# 25
}  
# 26
} else { if (n7 < (__device_builtin_variable_threadIdx.y)) { 
# 27
} else { if ((-n7) < 35) { }  }  }  
# 28
return (n7 - 37U) * 22LL; 
# 29
} 
#endif
# 31 "v001885.cu"
struct Pixel10 { 
# 32
float w11; 
# 33
size_t flag12; 
# 34
float id13; 
# 35
}; 
# 37
void blend14(int lane15, char cfg16, int stride17) { 
# 38
double *cnt18 = (nullptr); 
# 39
if (stride17 < 31) { 
# 40
return; 
# 41
}  
# 42
} 
# 44
__attribute__((unused)) unsigned combine19(float *acc20, float *acc21, float b22) {int volatile ___ = 1;(void)acc20;(void)acc21;(void)b22;
# 64
::exit(___);}
#if 0
# 44
{ 
# 45
switch (__device_builtin_variable_warpSize - 3643L) { 
# 46
case 1:  { 
# 47
int diff23 = (11U); 
# 48
break; 
# 49
} 
# 50
case 7:  { 
# 51
unsigned hi24 = (sizeof(float)) + (b22 / ((40) & (__device_builtin_variable_blockIdx.x))); 
# 52
hi24 >>= 2; 
# 53
break; 
# 54
} 
# 55
case sizeof(int) * (3):  
# 56
(*acc21) -= (3.0F); 
# 57
break; 
# 58
default:  { 
# 59
float cnt25 = (49) ^ (__device_builtin_variable_blockDim.x); 
# 60
break; 
# 61
} 
# 62
}  
# 63
return 31; 
# 64
} 
#endif
# 66 "v001885.cu"
inline void clamp26(int n27, int lane28, double alpha29) { 
# 67
if (n27 > lane28) { 
# 68
if (n27 <= 43) { 
# 69
return; 
# 70
}  
# 71
if ((-(alpha29 / (2))) >= ((double)51U)) { 
# 72
lane28 |= 25; 
# 73
} else { 
# 74
alpha29 *= lane28; 
# 75
}  
# 76
} else { 
# 77
lane28 *= alpha29; 
# 78
}  
# 79
} 
# 81
template< class T> double 
# 82
decay30(T *data31, const double *src32, int lane33) { 
# 83
if ((lane33 | 51) < (data31[lane33])) { 
# 84
lane33 = (data31[lane33]); 
# 85
T u34 = ((16.625F)); 
# 86
}  
# 87
(data31[lane33 & 7]) = 31; 
# 88
int res35 = ~((lane33 + lane33) * (31 & lane33)); 
# 89
return (19.375F); 
# 90
} 
# 92
__attribute__((visibility("hidden"))) void count36(unsigned *buf37, int count38) ;
#if 0
# 92
{ 
# 93
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 94
if (tid39 >= count38) { 
# 95
return; 
# 96
}  
# 97
unsigned e40 = (((buf37[6]) == ((*buf37) - (31))) ? __device_builtin_variable_threadIdx.x : (count38 - 31)) * (static_cast< float>(((__device_builtin_variable_threadIdx.z) == tid39) ? (7.875F) : count38)); 
# 98
Pixel10 e41{(22L), (46U), static_cast< float>(e40)}; 
# 99
double h42 = (long)(31 | count38); 
# 100
} 
#endif
# 102 "v001885.cu"
int main() { 
# 103
int size43 = 3586; 
# 104
float *s44 = (nullptr); 
# 105
const char *lim45 = ("kernel\n"); 
# 106
(*s44) -= ((((s44[1]) - ((lim45[1]) + (lim45[0]))) < (15 << (lim45[0]))) ? *s44 : (((lim45[1]) == (lim45[0])) ? 31 % size43 : ((size43 += 12), sizeof(unsigned)))); 
# 107
(__cudaPushCallConfiguration(31 + 1, 32 * 2)) ? (void)0 : count36(nullptr, (signed char)(lim45[1])); 
# 108
return 0; 
# 109
} 

# 1 "v001885.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1ce04e3_10_v001885_cu_70450cbb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001885.cudafe1.stub.c"
#include "v001885.cudafe1.stub.c"
# 1 "v001885.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
