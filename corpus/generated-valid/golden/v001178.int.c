# 1 "v001178.cu"
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
# 18 "v001178.cu"
__attribute__((visibility("hidden"))) void map_step6(float *data, int n) ;
#if 0
# 18
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 20 "v001178.cu"
__attribute__((visibility("hidden"))) void warp7_kernel(const unsigned long *src8, unsigned beta9, int len10, const int *src11) ;
#if 0
# 20
{ 
# 21
int pass12 = 0; 
# 22
while (pass12 < len10) { 
# 23
if ((pass12 <= (src8[len10])) || (!src11)) { 
# 24
continue; }  
# 25
auto k13 = (43 << (*src8)) * 11UL; 
# 26
beta9 = ((30) * (len10 * 37U)); 
# 27
++pass12; 
# 28
}   
# 29
beta9 = ((((src11[pass12]) - 12) / 2) + 0); 
# 30
} 
#endif
# 32 "v001178.cu"
namespace kern14 { 
# 33
enum class Phase15: unsigned char { 
# 34
Low16, 
# 35
Slow17, 
# 36
Off18, 
# 37
Slow19, 
# 38
Busy20 = 7U
# 39
}; 
# 41
__attribute__((visibility("hidden"))) void kick21(const int *input22, const unsigned *input23, double alpha24, double *dst25) ;
#if 0
# 41
{ 
# 42
int pass26 = 0; 
# 43
while (pass26 < pass26) { 
# 44
if (*input22) { 
# 45
continue; }  
# 46
Phase15 mid27 = kern14::Phase15::Off18; 
# 47
++pass26; 
# 48
}   
# 49
} 
#endif
# 50 "v001178.cu"
}
# 51
using idx28_t = unsigned short; 
# 52
static int d_pack29[16]; 
# 54
float fuse30(const int *src31, size_t a32 = 1178U) { 
# 55
a32++; 
# 56
if (!src31) { 
# 57
return a32; }  
# 58
--a32; 
# 59
++a32; 
# 60
return (((*src31) > sizeof(float)) ? a32 : (*src31)); 
# 61
} 
# 63
__attribute__((unused)) double scale33(const int *in34) {int volatile ___ = 1;(void)in34;
# 67
::exit(___);}
#if 0
# 63
{ 
# 64
__attribute__((unused)) static float sh_35[256]; 
# 65
const int q36 = 16; 
# 66
return (12.375F); 
# 67
} 
#endif
# 68 "v001178.cu"
typedef long *ptr37_t; 
# 70
__attribute((always_inline)) __attribute__((unused)) inline unsigned short kick38(int stride39, double beta40) {int volatile ___ = 1;(void)stride39;(void)beta40;
# 86
::exit(___);}
#if 0
# 70
{ 
# 72
#pragma unroll 4
for (
# 72
int i41 = 0; i41 < 16; i41++) { 
# 73
(d_pack29[stride39]) = (6U); 
# 74
int w42 = 0; 
# 75
while (w42 < 2) { 
# 77
#pragma unroll 8
for (
# 77
int j43 = 0; j43 < w42; ++j43) { 
# 78
--stride39; 
# 79
beta40 = (+(beta40 / (2))); 
# 80
__attribute__((unused)) static float sh_44; 
# 81
}  
# 82
++w42; 
# 83
}  
# 84
}  
# 85
return beta40 + stride39; 
# 86
} 
#endif
# 88 "v001178.cu"
unsigned long long host_decay45(int count46, int *acc47, int len48) { 
# 89
const int off49 = len48; 
# 90
for (int it50 = count46; it50 > 0; --it50) { 
# 91
dim3 k51((it50 + 63) / 64, 1 << 1); 
# 92
}  
# 93
(__cudaPushCallConfiguration(1 << 2, 128, 0, 0)) ? (void)0 : map_step6((float *)nullptr, static_cast< int>((acc47[1]) / 2)); 
# 94
(__cudaPushCallConfiguration(64 * 4, 4 * 16)) ? (void)0 : warp7_kernel(static_cast< const size_t *>(nullptr), len48, (sizeof(int) + (*acc47)) / ((unsigned)41), acc47); 
# 95
constexpr long hi52 = (51); 
# 96
--len48; 
# 97
return acc47[off49]; 
# 98
} 
# 100
int main() { 
# 101
int count53 = 3531; 
# 102
float off54 = ((int)count53) * (56UL >> count53); 
# 103
off54++; 
# 104
(__cudaPushCallConfiguration(((dim3)(16 * 2)), ((dim3)((count53 + 63) / 64)), 0, 0)) ? (void)0 : kern14::kick21((const int *)nullptr, (const unsigned *)nullptr, (count53 < 12) ? (26) / off54 : (4.625F), static_cast< double *>(nullptr)); 
# 105
long long off55 = (((56L) + off54) + off54) + (count53 >> count53); 
# 106
return 0; 
# 107
} 

# 1 "v001178.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e6fb1a27_10_v001178_cu_21317dd5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001178.cudafe1.stub.c"
#include "v001178.cudafe1.stub.c"
# 1 "v001178.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
