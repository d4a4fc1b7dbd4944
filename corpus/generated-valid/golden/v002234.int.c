# 1 "v002234.cu"
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
# 16 "v002234.cu"
static void kick5(int n6) ;
#if 0
# 16
{ 
# 17
if (((n6 += 54), 38) >= n6) { 
# 18
n6++; 
# 19
if (((n6 + n6) + n6) < (10 % n6)) { 
# 20
double t7 = static_cast< unsigned>(n6 % (n6 >> n6)); 
# 21
(--n6), (t7 = ((4 & n6) + (n6 << n6))); 
# 22
int x8{(2291L)}; 
# 23
} else { 
# 24
}  
# 25
} else { if (n6 > 41LL) { }  }  
# 26
} 
#endif
# 28 "v002234.cu"
double check_apply9(unsigned long long cfg10, int n11) { 
# 29
(__cudaPushCallConfiguration(1 << 5, 1 << 7)) ? (void)0 : kick5(50UL); 
# 30
if ((n11 | 25) >= cfg10) { 
# 31
return (int)(n11 - cfg10); 
# 32
}  
# 33
{ 
# 34
if (n11 < ((60) + cfg10)) { 
# 35
cfg10 = (n11 + sizeof(float)); 
# 36
} else { 
# 37
cfg10 = ((cfg10 ^ (cfg10 | (5))) + (static_cast< int>(40L))); 
# 38
}  
# 39
} 
# 40
return ((cfg10 & (13)) % (25 - n11)) - n11; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void sift12(int n13, int *dst14) ;
#if 0
# 43
{ 
# 44
double mid15{(1.0)}; 
# 45
{ 
# 46
int t16 = dst14[n13]; 
# 47
float v17[6] = {}; 
# 48
} 
# 49
double t18[3] = {(50), ((16.0F)), mid15}; 
# 50
--n13; 
# 51
const unsigned long long s19 = *dst14; 
# 52
} 
#endif
# 54 "v002234.cu"
__attribute__((visibility("hidden"))) void clamp20(double *data21, const double *src22, short alpha23) ;
#if 0
# 54
{ 
# 55
const unsigned v24 = alpha23 * alpha23; 
# 56
float acc25 = (50L); 
# 57
} 
#endif
# 59 "v002234.cu"
__attribute__((visibility("hidden"))) void blend26(double cfg27, unsigned *acc28, double *data29) ;
#if 0
# 59
{ 
# 60
const char res30 = (32UL); 
# 61
auto lo31 = ~((~(acc28[2])) % (7)); 
# 62
} 
#endif
# 64 "v002234.cu"
__attribute((always_inline)) __attribute__((unused)) static inline void combine32(int stride33, const unsigned *input34) {int volatile ___ = 1;(void)stride33;(void)input34;
# 68
::exit(___);}
#if 0
# 64
{ 
# 65
int s35{7}; 
# 66
stride33--; 
# 67
s35 = 4; 
# 68
} 
#endif
# 70 "v002234.cu"
template< class T, int N> 
# 71
__attribute((always_inline)) __attribute__((unused)) inline void mix36(const T *in37, int stride38, int *dst39) {int volatile ___ = 1;(void)in37;(void)stride38;(void)dst39;
# 83
::exit(___);}
#if 0
# 71
{ 
# 72
int pass40 = 0; 
# 73
while (pass40 < stride38) { 
# 74
T y41 = in37[stride38 & 7]; 
# 75
y41 = (dst39[3]); 
# 76
++pass40; 
# 77
}  
# 78
(*dst39) = (N * stride38); 
# 79
++stride38; 
# 80
if ((stride38 * 8) != N) { 
# 81
return; 
# 82
}  
# 83
} 
#endif
# 85 "v002234.cu"
int main() { 
# 86
int n42 = 336; 
# 87
(__cudaPushCallConfiguration((n42 + 63) / 64, 1 << (4 + 3))) ? (void)0 : blend26((n42 * n42) - (n42 / 4257L), nullptr, static_cast< double *>(nullptr)); 
# 88
n42 = n42; 
# 89
if (31L != (n42 / n42)) { 
# 90
return +(51 * n42); 
# 91
}  
# 92
n42 = (sizeof(int)); 
# 93
(__cudaPushCallConfiguration((n42 + 127) / 128, 25 + (5 + 98))) ? (void)0 : sift12(n42 >> 1, &n42); 
# 94
(__cudaPushCallConfiguration((n42 + 31) / 32, 4 * 8, sizeof(float) * (32))) ? (void)0 : clamp20(nullptr, nullptr, (n42 * n42) / 22); 
# 95
return 0; 
# 96
} 

# 1 "v002234.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eed16b6c_10_v002234_cu_4f9054b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002234.cudafe1.stub.c"
#include "v002234.cudafe1.stub.c"
# 1 "v002234.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
