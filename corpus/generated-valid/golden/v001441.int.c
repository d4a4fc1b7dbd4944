# 1 "v001441.cu"
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
# 13 "v001441.cu"
__attribute__((visibility("hidden"))) void map_score4(int *data, int n) ;
#if 0
# 13
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 15 "v001441.cu"
short run_trace5(const char *__restrict__ coef6, float alpha7) { 
# 16
(__cudaPushCallConfiguration(64, 64, 0)) ? (void)0 : map_score4(static_cast< int *>(nullptr), 33); 
# 17
const char *val8 = ("\"q\""); 
# 18
(__cudaPushCallConfiguration(128, dim3(32, 1), 1024 * 4)) ? (void)0 : map_score4(nullptr, (coef6[5]) * ((*coef6) * (val8[1]))); 
# 19
alpha7 = (static_cast< signed char>(21 * (val8[1]))); 
# 20
(__cudaPushCallConfiguration(dim3(512, 1, 8), 256, sizeof(float) * (128))) ? (void)0 : map_score4(static_cast< int *>(nullptr), alpha7); 
# 21
return coef6[0]; 
# 22
} 
# 23
enum Axis9 { 
# 24
HIGH10 = 1, 
# 25
RED11, 
# 26
IDLE12, 
# 27
LOW13, 
# 28
RED14
# 29
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T> static void 
# 33
__wrapper__device_stub_probe15_kernel(const T *&coef16, T &cfg17, int *&data18, const T *&coef19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_20[]; 
# 35
if (T lim21 = dyn_20[0]; coef19 != nullptr) { 
# 36
if ((dyn_20[7]) + (dyn_20[6])) { 
# 37
if (((*coef16) * (-lim21)) > 2L) { 
# 38
(++(dyn_20[7])), ((*data18) = (*coef19)); 
# 39
}  
# 40
} else { if (T f22 = ((static_cast< T>(cfg17)) - (coef16[3])) * (*data18); ((coef19[0]) == (*coef16)) && ((*data18) < (data18[0])) && (f22 >= cfg17)) { 
# 41
lim21--; 
# 42
}  }  
# 43
const float stride23 = (static_cast< int>(21U)) - (*coef16); 
# 44
}  
# 45
} 
#endif

#pragma GCC diagnostic pop

# 32 "v001441.cu"
template< class T> static void 
# 33
probe15_kernel(const T *coef16, T cfg17, int *data18, const T *coef19) {__wrapper__device_stub_probe15_kernel<T>(coef16,cfg17,data18,coef19);
# 45
return;}
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_20[]; 
# 35
if (T lim21 = dyn_20[0]; coef19 != nullptr) { 
# 36
if ((dyn_20[7]) + (dyn_20[6])) { 
# 37
if (((*coef16) * (-lim21)) > 2L) { 
# 38
(++(dyn_20[7])), ((*data18) = (*coef19)); 
# 39
}  
# 40
} else { if (T f22 = ((static_cast< T>(cfg17)) - (coef16[3])) * (*data18); ((coef19[0]) == (*coef16)) && ((*data18) < (data18[0])) && (f22 >= cfg17)) { 
# 41
lim21--; 
# 42
}  }  
# 43
const float stride23 = (static_cast< int>(21U)) - (*coef16); 
# 44
}  
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48 "v001441.cu"
template< class T> static void 
# 49
__wrapper__device_stub_smooth24_kernel(T &beta25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern double dyn_26[]; 
# 51
int prod27 = (-34L); 
# 52
beta25 = prod27; 
# 53
T m28 = 27 * ((dyn_26[prod27]) * ((prod27 += (RED11)), beta25)); 
# 54
double hi29 = ((dyn_26[prod27]) * (49)) + (17.625); 
# 55
T mid30(hi29 * hi29); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001441.cu"
template< class T> static void 
# 49
smooth24_kernel(T beta25) {__wrapper__device_stub_smooth24_kernel<T>(beta25);
# 56
return;}
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern double dyn_26[]; 
# 51
int prod27 = (-34L); 
# 52
beta25 = prod27; 
# 53
T m28 = 27 * ((dyn_26[prod27]) * ((prod27 += (RED11)), beta25)); 
# 54
double hi29 = ((dyn_26[prod27]) * (49)) + (17.625); 
# 55
T mid30(hi29 * hi29); 
# 56
} 
#endif
# 57 "v001441.cu"
enum Color31 { 
# 58
MUL32, 
# 59
HIGH33 = 5, 
# 60
MUL34 = 7, 
# 61
BLUE35, 
# 62
RED36
# 63
}; 
# 65
int check_drift37(float cfg38, int stride39) { 
# 66
int base40 = +stride39; 
# 67
do { int tmp_ = stride39; stride39 = base40; base40 = tmp_; } while (0); 
# 68
(__cudaPushCallConfiguration(dim3(2, 256), dim3(32 * 4, 32))) ? (void)0 : smooth24_kernel< float> (stride39); 
# 69
return (8) * (cfg38 * cfg38); 
# 70
} 
# 72
double scatter41(int count42, Axis9 b43) { 
# 73
count42 = b43; 
# 74
if (long hi44 = (HIGH33); ((HIGH10) * hi44) > hi44) { 
# 75
hi44++; 
# 76
cudaStream_t sum45 = (nullptr); 
# 77
hi44--; 
# 78
} else { 
# 79
cudaStream_t w46 = (0); 
# 80
float stride47(count42); 
# 81
}  
# 82
return b43 * ((static_cast< long>(b43)) + ((count42 += count42), RED36)); 
# 83
} 
# 85
int main() { 
# 86
int count48 = 149; 
# 87
if (float v49 = (20.125F) + (count48 * (HIGH10)); !(v49 > count48)) { 
# 88
float h50((RED14)); 
# 89
Color31 u51 = MUL32; 
# 90
}  
# 91
const char u52 = ((long long)count48) + (127); 
# 92
Color31 off53 = MUL34; 
# 93
(__cudaPushCallConfiguration((count48 + 255) / 256, 2 * 16, 1024, nullptr)) ? (void)0 : probe15_kernel< float> ((const float *)nullptr, (unsigned long)u52, nullptr, nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v001441.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c9ebece_10_v001441_cu_85271fb2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001441.cudafe1.stub.c"
#include "v001441.cudafe1.stub.c"
# 1 "v001441.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
