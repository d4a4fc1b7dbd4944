# 1 "v000456.cu"
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
# 16 "v000456.cu"
__attribute__((visibility("hidden"))) void fuse5(double *out6) ;
#if 0
# 16
{ 
# 17
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
float r8 = *out6; 
# 19
float m9 = (tid7 ^ ((int)25)) << tid7; 
# 20
unsigned *s10 = reinterpret_cast< unsigned *>(out6); 
# 21
float t11 = (19); 
# 22
double k12 = ((1.125F)); 
# 23
} 
#endif
# 24 "v000456.cu"
static double d_count13; 
# 25
static float d_kick14; 
# 27
__attribute__((visibility("hidden"))) void sweep15_kernel(float alpha16, unsigned long *acc17, int *buf18) ;
#if 0
# 27
{ 
# 28
unsigned gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
d_kick14--; 
# 30
d_kick14 = ((600) + (((__device_builtin_variable_threadIdx.y) / (22.25F)) - ((__device_builtin_variable_threadIdx.x) + gid19))); 
# 31
++(*acc17); 
# 32
} 
#endif
# 35 "v000456.cu"
__attribute__((unused)) int rank20(const double *input21) {int volatile ___ = 1;(void)input21;
# 48
::exit(___);}
#if 0
# 35
{ 
# 36
const double *v22 = input21; 
# 37
int w23 = 0; 
# 38
while (w23 < w23) { 
# 39
if (((input21[w23 & 7]) + (input21[w23 & 7])) <= d_count13) { 
# 40
continue; 
# 41
}  
# 42
++w23; 
# 43
}  
# 44
if (d_kick14 <= (d_kick14 - (4))) { 
# 45
return 50; 
# 46
}  
# 47
return w23; 
# 48
} 
#endif
# 55 "v000456.cu"
__attribute__((visibility("hidden"))) void map_count25(double *data, int n) ;
#if 0
# 55
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 56 "v000456.cu"
__attribute__((visibility("hidden"))) void map_split26(double *data, int n) ;
#if 0
# 56
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 58 "v000456.cu"
__attribute__((unused)) int tally27(int *buf28, int len29) {int volatile ___ = 1;(void)buf28;(void)len29;
# 66
::exit(___);}
#if 0
# 58
{ 
# 59
for (int i30 = 0; i30 < len29; ++i30) { 
# 60
for (int it31 = 15; it31 > 0; --it31) { 
# 61
d_kick14 = ((unsigned)((27 * (*buf28)) | it31)); 
# 62
++d_count13; 
# 63
}  
# 64
}  
# 65
return 2; 
# 66
} 
#endif
# 68 "v000456.cu"
static void host_norm32(char cfg33, int count34) { 
# 69
auto op35 = []()->double { 
# 70
(__cudaPushCallConfiguration(((dim3)(16 * 16)), 32 * (2 + (2 + (2 + 2))), 1 << (2 + 8))) ? (void)0 : map_split26(nullptr, 1148); 
# 71
return 39; 
# 72
} ; typedef decltype(op35) __T0;
# 73
op35(); 
# 74
auto y36 = __alignof__(char) + (count34 + (cfg33 << 2)); 
# 75
(__cudaPushCallConfiguration(8 * 2, 2 + (2 + (2 + (2 + (2 + (2 + (2 + 114)))))), 0)) ? (void)0 : fuse5(nullptr); 
# 76
int pass37 = 0; 
# 77
do { 
# 78
--y36; 
# 79
++pass37; 
# 80
} while (pass37 < 9); 
# 81
dim3 q38(sizeof(float) * (2 + 126), 64); 
# 82
} 
# 84
int main() { 
# 85
int len39 = 3956; 
# 86
(__cudaPushCallConfiguration(2, dim3((len39 + 127) / 128, (len39 + 255) / 256), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : map_split26(nullptr, 20); 
# 87
++len39; 
# 88
bool w40 = 0 / len39; 
# 89
(__cudaPushCallConfiguration(dim3((len39 + 127) / 128, 2 * 2, 1 << (2 + (2 + 2))), 1 << 6, 0)) ? (void)0 : sweep15_kernel(len39 | ((int)w40), (size_t *)nullptr, nullptr); 
# 90
(__cudaPushCallConfiguration(dim3((len39 + 63) / 64, (len39 + 31) / 32), 16 * 8)) ? (void)0 : map_count25(nullptr, 1); 
# 91
return 0; 
# 92
} 

# 1 "v000456.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a5ea473_10_v000456_cu_520384af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000456.cudafe1.stub.c"
#include "v000456.cudafe1.stub.c"
# 1 "v000456.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
