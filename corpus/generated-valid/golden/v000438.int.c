# 1 "v000438.cu"
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
# 18 "v000438.cu"
__attribute((noinline)) __attribute__((unused)) int pivot8(int n9) {int volatile ___ = 1;(void)n9;
# 28
::exit(___);}
#if 0
# 18
{ 
# 19
if ((n9 ^ 0) > 16) { 
# 20
return n9; 
# 21
}  
# 22
++n9; 
# 23
unsigned sum10 = (~((21L == n9) ? n9 : n9)) + ((6 - n9) | (~n9)); 
# 24
float tmp11 = n9; 
# 25
sum10 = (((unsigned)sum10) / ((sum10 - n9) + ((int)tmp11))); 
# 26
sum10 <<= n9; 
# 27
return (int)n9; 
# 28
} 
#endif
# 30 "v000438.cu"
unsigned tally12(int lane13 = 3) { 
# 31
lane13++; 
# 32
lane13 = (lane13 * 46L); 
# 33
return 4; 
# 34
} 
# 35
static double probe14(int *acc15) { 
# 36
int iter16 = 0; 
# 37
do { 
# 38
((acc15[2])--), ((acc15[iter16 & 7]) ^= (((acc15[4]) * iter16) * ((long)(acc15[3])))); 
# 39
++iter16; 
# 40
} while (iter16 < iter16); 
# 41
(acc15[1])++; 
# 42
if (tally12(42) > (13)) { 
# 43
return tally12(16); 
# 44
}  
# 45
return tally12(); 
# 46
} 
# 47
static void merge17(float *dst18, const unsigned *input19, const float *src20, int len21) ;
#if 0
# 47
{ 
# 48
(len21++), (len21 = (((3452 % len21) + ((6) - (input19[len21 & 7]))) % (~(16 + len21)))); 
# 49
(++len21), (len21 = ((tally12() / (+(input19[5]))) + (6))); 
# 50
long mid22 = ((pivot8(48)) - (input19[len21 & 7])) - 13U; 
# 51
mid22 = (src20[6]); 
# 52
} 
#endif
# 53 "v000438.cu"
unsigned drift23(long cfg24, double *out25, double *data26) { 
# 54
constexpr unsigned f27 = (8); 
# 55
if (((out25[cfg24]) * (data26[cfg24])) < (6L)) { 
# 56
return tally12(); 
# 57
}  
# 58
unsigned short r28[3] = {static_cast< unsigned short>(tally12(out25[cfg24 & (7)])), (24L), (43)}; 
# 59
int mid29 = tally12(13ULL & ((short)(data26[6]))); 
# 60
if (6 < ((r28[2]) >> 1UL)) { 
# 61
return (2) ^ tally12(); 
# 62
}  
# 63
(r28[mid29])--; 
# 64
return (tally12()) | (((6) * cfg24) * (tally12(cfg24))); 
# 65
} 
# 66
__attribute__((visibility("hidden"))) void stencil30_kernel(int count31) ;
#if 0
# 66
{ 
# 67
float z32 = count31; 
# 68
--count31; 
# 69
double r33{static_cast< double>((z32 += count31), pivot8(22))}; 
# 70
unsigned long idx34 = (unsigned)drift23(pivot8(count31), &r33, &r33); 
# 71
int h35 = (sizeof(int)); 
# 72
} 
#endif
# 73 "v000438.cu"
int main() { 
# 74
int n36 = 1156; 
# 75
double lim37 = probe14(nullptr); 
# 76
int off38 = 14; 
# 77
const char *idx39 = ("path\\to_tail"); 
# 78
n36 &= n36; 
# 79
(__cudaPushCallConfiguration(((dim3)((n36 + 255) / 256)), 32)) ? (void)0 : merge17((float *)nullptr, nullptr, (const float *)nullptr, (48 * off38) * (-lim37)); 
# 80
(__cudaPushCallConfiguration(dim3((n36 + 63) / 64, (off38 + 127) / 128, 256), 1 << 7, sizeof(double) * (32))) ? (void)0 : stencil30_kernel(drift23(6, &lim37, &lim37) + ((idx39[1]) % 50)); 
# 81
return 0; 
# 82
} 

# 1 "v000438.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5c126e0_10_v000438_cu_a906fda9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000438.cudafe1.stub.c"
#include "v000438.cudafe1.stub.c"
# 1 "v000438.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
