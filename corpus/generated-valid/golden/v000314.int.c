# 1 "v000314.cu"
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
# 24 "v000314.cu"
__attribute__((visibility("hidden"))) void filter9_kernel(float *dst10) ;
#if 0
# 24
{ 
# 25
int w11 = 0; 
# 26
do { 
# 27
for (int j12 = 0; j12 < 10; j12++) { 
# 28
(dst10[w11]) = (j12 - (*dst10)); 
# 29
for (int j13 = 0; j13 < 10; j13++) { 
# 30
(dst10[j12]) = (-63); 
# 31
bool k14 = ((j13 > j13) ? j13 : j13) != w11; 
# 32
}  
# 33
}  
# 34
++w11; 
# 35
} while (w11 < 12); 
# 36
} 
#endif
# 38 "v000314.cu"
unsigned filter15(double alpha16, float p17, unsigned p18) { 
# 39
for (int n19 = 0; n19 < 9; ++n19) { 
# 40
if (n19) { 
# 41
p18 = (19); 
# 42
alpha16 = ((static_cast< double>(static_cast< int>(p17))) + ((int)n19)); 
# 43
} else { if ((p18 - (19)) >= p17) { 
# 44
} else { 
# 45
}  }  
# 46
}  
# 47
return (int)alpha16; 
# 48
} 
# 50
template< class T, int N = 3> __attribute__((unused)) unsigned short 
# 51
decay20(T a21) {int volatile ___ = 1;(void)a21;
# 55
::exit(___);}
#if 0
# 51
{ 
# 52
filter15(filter15(37, N, 13 / a21), filter15(-6, (a21 > 26L) ? a21 : 26L, filter15(31, sizeof(int), 3565)), 19); 
# 53
a21 = (filter15(N + a21, N, filter15((23.125F), N, N)) + a21); 
# 54
return ((((a21 * 31) + (N * a21)) > filter15(a21, (a21 > 51) ? a21 : 51, a21 + 3383ULL)) ? (a21 * 31) + (N * a21) : filter15(a21, (a21 > 51) ? a21 : 51, a21 + 3383ULL)); 
# 55
} 
#endif
# 57 "v000314.cu"
namespace util22 { 
# 58
__attribute__((visibility("hidden"))) void warp23_kernel(int count24, int stride25, signed char *dst26, int n27) ;
#if 0
# 58
{ 
# 59
unsigned short acc28[7] = {(3719U), (53), static_cast< unsigned short>(16 / (*dst26))}; 
# 60
if (stride25 == count24) { 
# 61
goto done32; 
# 62
}  
# 63
if ((*dst26) == filter15(50UL, (13.75F), 44)) { 
# 64
int pass29 = 0; 
# 65
while (pass29 < count24) { 
# 66
constexpr char s30 = (2); 
# 67
++pass29; 
# 68
}  
# 69
int s31(14); 
# 70
(count24++), ((*dst26) = n27); 
# 71
}  
# 72
done32:; ; 
# 73
} 
#endif
# 74 "v000314.cu"
static char d_filter33; 
# 75
}
# 77
int main() { 
# 78
int size34 = 3627; 
# 79
(__cudaPushCallConfiguration(((dim3)((size34 + 63) / 64)), 31 + 33, sizeof(float) * (128))) ? (void)0 : util22::warp23_kernel((filter15(size34, size34, size34)) + ((double)size34), 27LL + ((size34 > 35) ? size34 : 35), nullptr, 24U + size34); 
# 80
const double v35 = 1 + size34; 
# 81
--size34; 
# 82
--size34; 
# 83
unsigned idx36 = filter15(size34, size34, size34) % (8); 
# 84
(__cudaPushCallConfiguration((idx36 + (31)) / (32), 512, sizeof(double) * (256), 0)) ? (void)0 : filter9_kernel(nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v000314.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8d2fa80_10_v000314_cu_99958dcb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000314.cudafe1.stub.c"
#include "v000314.cudafe1.stub.c"
# 1 "v000314.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
