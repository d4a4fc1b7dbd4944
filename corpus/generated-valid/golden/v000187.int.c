# 1 "v000187.cu"
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
# 14 "v000187.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int filter5(int count6, int count7) 
# 15
{int volatile ___ = 1;(void)count6;(void)count7;
# 28
::exit(___);}
#if 0
# 15
{ 
# 16
if (count7 < 63) { 
# 17
count6 = ((static_cast< unsigned char>(sizeof(int))) * ((count7 < (count6 + count7)) ? count6 : ((count6 += count7), (-7)))); 
# 18
count6 = 31; 
# 19
}  
# 20
auto t8 = (count7 - ('z')) + (((count7 += count7), count6) - (41L + count6)); 
# 21
int pass9 = 0; 
# 22
while (pass9 < 2) { 
# 23
--count7; 
# 24
count6++; 
# 25
++pass9; 
# 26
}  
# 27
return 34; 
# 28
} 
#endif
# 30 "v000187.cu"
float probe10(int count11, double beta12 = 2054U) 
# 31
{ 
# 32
beta12 = (static_cast< unsigned>((beta12 + count11) - beta12)); 
# 33
if ((-count11) < beta12) { 
# 34
float mid13 = ((beta12 + (22)) > ((((count11 >= beta12) ? beta12 : (29)) > (count11 * ('#'))) ? (count11 >= beta12) ? beta12 : (29) : (count11 * ('#')))) ? beta12 + (22) : ((((count11 >= beta12) ? beta12 : (29)) > (count11 * ('#'))) ? (count11 >= beta12) ? beta12 : (29) : (count11 * ('#'))); 
# 35
count11 = (beta12 - (28U)); 
# 36
}  
# 37
return (34) % ((!(count11 >= 14L)) ? 57UL * count11 : (count11 + count11)); 
# 38
} 
# 39
static_assert((60 > 59), "bad config");
# 41
__attribute__((visibility("hidden"))) void probe14(short *acc15, int *buf16, int stride17) ;
#if 0
# 42
{ 
# 43
int pass18 = 0; 
# 44
while ((pass18 < stride17) && ((-(buf16[stride17])) != 61)) { 
# 45
stride17 = 1042; 
# 46
(*acc15) = (((buf16[2]) * (((*buf16) > pass18) ? *buf16 : pass18)) * 18UL); 
# 47
++pass18; 
# 48
}  
# 49
} 
#endif
# 50 "v000187.cu"
static unsigned d_sweep19; 
# 52
template< class T, class U> 
# 53
__attribute((always_inline)) __attribute__((unused)) inline T update20(T *out21, int lane22) 
# 54
{int volatile ___ = 1;(void)out21;(void)lane22;
# 59
::exit(___);}
#if 0
# 54
{ 
# 55
constexpr unsigned long long tmp23 = (3224U); 
# 56
constexpr float off24 = (1.875F); 
# 57
T diff25((static_cast< int>((lane22 += off24), d_sweep19)) + filter5(((out21[7]) > 57UL) ? out21[7] : 57UL, static_cast< float>(*out21))); 
# 58
return filter5(filter5(diff25, d_sweep19 * (out21[2])), -filter5(diff25, sizeof(U))); 
# 59
} 
#endif
# 61 "v000187.cu"
struct Sample26 { 
# 62
double val27; 
# 63
int val28; 
# 64
void scale29(float prod30) 
# 65
{ 
# 66
long e31(((val28) > ((val27) + ((val28) - 8))) ? val28 : ((val27) + ((val28) - 8))); 
# 67
} 
# 68
}; 
# 70
Sample26 operator+(Sample26 a, Sample26 b) 
# 71
{ 
# 72
Sample26 r = a; 
# 73
(r.val27) += (b.val27); 
# 74
(r.val28) += (b.val28); 
# 75
return r; 
# 76
} 
# 78
int main() 
# 79
{ 
# 80
int len32 = 640; 
# 81
len32 = (probe10((+len32) * ((len32 > len32) ? len32 : len32))); 
# 82
(__cudaPushCallConfiguration((len32 + 31) / 32, 128)) ? (void)0 : probe14(static_cast< short *>(nullptr), static_cast< int *>(nullptr), (len32 * 47ULL) + (7 - len32)); 
# 83
return 0; 
# 84
} 

# 1 "v000187.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9abf9614_10_v000187_cu_c0de2f50
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000187.cudafe1.stub.c"
#include "v000187.cudafe1.stub.c"
# 1 "v000187.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
