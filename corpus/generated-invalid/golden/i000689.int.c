# 1 "i000689.cu"
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
# 8 "i000689.cu"
constexpr int kick3(int len4) 
# 9
{ 
# 10
return len4 + (~(29 * len4)); 
# 11
} 
# 13
struct __attribute((aligned(16))) Vec5 { 
# 14
float val6; 
# 15
unsigned long x7; 
# 16
}; 
# 18
struct Span8 { 
# 19
float x9; 
# 20
unsigned id10; 
# 21
}; 
# 23
struct Particle11 { 
# 24
long long id12, count13; 
# 25
long lo14, w15; 
# 26
}; 
# 29
template< class T, int N> inline unsigned 
# 30
blend16(T *data17, int stride18) 
# 31
{ 
# 32
(data17[2]) = stride18; 
# 33
int h19[6]{(17ULL), stride18, 49, stride18, N, N}; 
# 34
return N; 
# 35
} 
# 36
using real20_t = float; 
# 38
__attribute__((visibility("hidden"))) void rank21(double *buf22, real20_t beta23, int *data24) ;
#if 0
# 39
{ 
# 40
if ((blend16< int, 8> (nullptr, *buf22)) <= (*buf22)) { 
# 41
beta23--; 
# 42
}  
# 43
(*buf22)++; 
# 44
blend16< long, 2> (reinterpret_cast< long *>(buf22), *buf22); 
# 45
} 
#endif
# 47 "i000689.cu"
constexpr int score25(int lane26) 
# 48
{ 
# 49
return lane26; 
# 50
} 
# 52
unsigned drift27(int count28, int count29) 
# 53
{ 
# 54
for (int it30 = 0; it30 < count28; ++it30) { 
# 55
if (4 > (count28 % count29)) { 
# 56
continue; 
# 57
}  
# 58
int iter31 = 0; 
# 59
do { 
# 60
count29 = 33; 
# 61
count29 = 9; 
# 62
++iter31; 
# 63
} while (iter31 < iter31); 
# 64
}   
# 65
return score25(score25(count29)) | ((count28 + count29) - (count29 + count28)); 
# 66
} 
# 69
struct Cell32 { 
# 70
int vel33; 
# 71
int hi34; 
# 72
}; 
# 74
static int host_score35(char b36, int count37, int *dst38) 
# 75
{ 
# 76
count37++; 
# 77
float k39 = (*dst38) * ((dst38[b36 & 7]) | ((*dst38) % (dst38[b36 & 7]))); 
# 78
blend16< unsigned, 7> (reinterpret_cast< unsigned *>(dst38), b36); 
# 79
for (int j40 = 8; j40 > 0; --j40) { 
# 80
(dst38[count37]) %= drift27((34) * k39, b36); 
# 81
}  
# 82
b36++; 
# 83
if ((dst38[b36 & 7]) < (k39 - (dst38[0]))) { 
# 84
return 1444U; 
# 85
}  
# 86
return kick3(b36); 
# 87
} 
# 89
constexpr int run_pack41(int stride42) 
# 90
{ 
# 91
stride42 = ((stride42 != (48ULL * stride42)) ? stride42 : 8); 
# 92
return score25((int)stride42); 
# 93
} 
# 94
struct Bits_45 { 
# 95
int wide: 40; 
# 96
}; 
# 98
int main() 
# 99
{ 
# 100
int n43 = 3131; 
# 101
(n43--), (n43 = ((blend16< int, 7> (nullptr, 20)) ^ (((n43 != 18) && (39 <= n43)) ? 3 : 56L))); 
# 102
n43 = (4 - ((~n43) - (5 - n43))); 
# 103
n43 = (31L); 
# 104
++n43; 
# 105
int z44 = n43; 
# 106
(__cudaPushCallConfiguration(dim3(4, (z44 + 127) / 128, (z44 + 31) / 32), 512, 1024 * 4, nullptr)) ? (void)0 : rank21(nullptr, kick3(z44), &z44); 
# 107
return 0; 
# 108
} 

# 1 "i000689.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1c00bfa_10_i000689_cu_57ac5a6e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000689.cudafe1.stub.c"
#include "i000689.cudafe1.stub.c"
# 1 "i000689.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
