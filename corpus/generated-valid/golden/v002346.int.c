# 1 "v002346.cu"
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
# 26 "v002346.cu"
__attribute__((visibility("hidden"))) void lerp10(int count11, int stride12) ;
#if 0
# 26
{ 
# 27
count11 += count11; 
# 28
switch (stride12) { 
# 29
case 9:  
# 30
break; 
# 31
case sizeof(int) * (1 + 1):  
# 32
stride12 *= (static_cast< int>(((stride12 + (L'\x41')) + 8) - count11)); 
# 33
count11 = (((stride12 - stride12) / count11) * (59U + count11)); 
# 34
break; 
# 35
case 10:  
# 36
break; 
# 37
case 6:  { 
# 38
int r13(((stride12 - stride12) + 7) + (42 * (count11 - count11))); 
# 39
static_assert((59 > 58), "size check");
# 40
break; 
# 41
} 
# 42
}  
# 43
} 
#endif
# 45 "v002346.cu"
template< class T, class U> 
# 46
__attribute((always_inline)) __attribute__((unused)) inline T kick14(T b15) {int volatile ___ = 1;(void)b15;
# 57
::exit(___);}
#if 0
# 46
{ 
# 47
int pass16 = 0; 
# 48
while (pass16 < 5) { 
# 49
b15 = (+((pass16 - pass16) % pass16)); 
# 50
b15++; 
# 51
++pass16; 
# 52
}  
# 53
b15 = 18; 
# 54
constexpr long long idx17 = (7); 
# 55
b15--; 
# 56
return pass16; 
# 57
} 
#endif
# 59 "v002346.cu"
namespace util18 { 
# 60
__attribute__((visibility("hidden"))) void shade19(const int *src20) ;
#if 0
# 60
{ } 
#endif
# 61 "v002346.cu"
unsigned g_sift21 = (2888ULL); 
# 63
__attribute((always_inline)) __attribute__((unused)) inline int sift22(bool q23) {int volatile ___ = 1;(void)q23;
# 81
::exit(___);}
#if 0
# 63
{ 
# 64
unsigned r24 = q23 % 12L; 
# 65
switch (r24) { 
# 66
case 7:  
# 67
break; 
# 68
case 6:  
# 69
r24 = (((static_cast< unsigned>(36)) * q23) % q23); 
# 70
r24++; 
# 71
break; 
# 72
case 2:  
# 73
q23 = q23; 
# 74
break; 
# 75
case (1 + 1) * 6:  
# 76
break; 
# 77
default:  
# 78
break; 
# 79
}  
# 80
return 56LL - q23; 
# 81
} 
#endif
# 82 "v002346.cu"
}
# 83
typedef unsigned idx25_t; 
# 85
template< class T, int N> T 
# 86
drift26(T p27, T *acc28) { 
# 87
p27 = (2.375F); 
# 88
bool lim29 = (0); 
# 89
switch (lim29 - 36) { 
# 90
case 10:  
# 91
break; 
# 92
default:  
# 93
(*acc28)++; 
# 94
break; 
# 95
}  
# 96
unsigned prod30 = ((-p27) + (((acc28[2]) * p27) - 9)) + 60; 
# 97
(*acc28) /= 36LL; 
# 98
return p27; 
# 99
} 
# 101
int main() { 
# 102
int n31 = 2485; 
# 103
([]{ 
# 104
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), 36 + 476)) ? (void)0 : lerp10(24UL, (util18::g_sift21 * (60)) * util18::g_sift21); 
# 105
(__cudaPushCallConfiguration(4, 1 + (1 + (3 + (1 + 26))))) ? (void)0 : util18::shade19(nullptr); 
# 106
double off32 = ('\000'); 
# 107
} )(); 
# 108
util18::g_sift21 = ('\?'); 
# 109
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : util18::shade19(nullptr); 
# 110
n31 %= sizeof(float); 
# 111
return 0; 
# 112
} 

# 1 "v002346.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3da4ac52_10_v002346_cu_7e83de22
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002346.cudafe1.stub.c"
#include "v002346.cudafe1.stub.c"
# 1 "v002346.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
