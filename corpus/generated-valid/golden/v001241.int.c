# 1 "v001241.cu"
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
# 22 "v001241.cu"
__attribute__((visibility("hidden"))) void fold7_kernel(int count8) ;
#if 0
# 23
{ 
# 24
int gid9 = __device_builtin_variable_threadIdx.x; 
# 25
if (gid9 >= count8) { 
# 26
return; 
# 27
}  
# 28
signed char base10 = gid9 + count8; 
# 29
base10 += (__device_builtin_variable_blockIdx.x); 
# 30
const unsigned long mid11 = 47UL; 
# 31
base10 *= 41; 
# 32
int v12 = (count8 + count8) + base10; 
# 33
v12 *= ((v12 % ((count8 += (__device_builtin_variable_blockIdx.z)), base10)) | mid11); 
# 34
} 
#endif
# 35 "v001241.cu"
static int c_shade13[2]; 
# 36
enum Op14 { GREEN15 = 2, LOW16, ON17}; 
# 38
__attribute__((visibility("hidden"))) void scatter18(double *__restrict__ data19, unsigned long long *out20, float *out21) ;
#if 0
# 39
{ 
# 40
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(*data19) /= tid22; 
# 42
if ((__device_builtin_variable_gridDim.y) != (*out20)) { 
# 43
--(out21[tid22 & 7]); 
# 44
}  
# 45
(*out20)++; 
# 46
(out21[1]) = (__device_builtin_variable_gridDim.y); 
# 47
(*out21) = ((data19[5]) + (out20[3])); 
# 48
if (__device_builtin_variable_warpSize >= (out21[1])) { 
# 49
return; 
# 50
}  
# 51
} 
#endif
# 53 "v001241.cu"
__attribute__((visibility("hidden"))) void stencil23(long *__restrict__ data24, double *data25, int *data26, int stride27) ;
#if 0
# 54
{ 
# 55
if ((data26[6]) <= ((*data26) - (*data25))) { 
# 56
(data26[3]) |= (__device_builtin_variable_threadIdx.x); 
# 57
}  
# 58
++(*data25); 
# 59
if ((17) < (*data25)) { 
# 60
goto out28; 
# 61
}  
# 62
if (c_shade13[1]) { 
# 63
return; 
# 64
}  
# 65
(*data25) /= (GREEN15); 
# 66
(*data24) -= (c_shade13[1]); 
# 67
out28:; ; 
# 68
} 
#endif
# 69 "v001241.cu"
enum Kind29: short { SLOW30, BLUE31, GREEN32, SLOW33 = 7}; 
# 70
using real34_t = float; 
# 72
void run_probe35(int lane36, long long *data37) 
# 73
{ 
# 74
if ((SLOW33) == (*data37)) { 
# 75
(__cudaPushCallConfiguration(dim3((GREEN15) + (128 + 126), 8, (lane36 + 255) / 256), 64)) ? (void)0 : scatter18(reinterpret_cast< double *>(data37), reinterpret_cast< unsigned long long *>(data37), reinterpret_cast< float *>(data37)); 
# 76
}  
# 77
dim3 w38 = dim3((lane36 + 31) / 32, 4 + ((GREEN15) + 250), (lane36 + 31) / 32); 
# 78
} 
# 80
__attribute__((visibility("hidden"))) void step39(int count40, const unsigned char *coef41) ;
#if 0
# 81
{ 
# 82
int tid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 83
if (tid42 >= count40) { 
# 84
return; 
# 85
}  
# 86
count40 = (coef41[tid42]); 
# 87
count40++; 
# 88
int q43((c_shade13[1]) * tid42); 
# 89
int w44 = 0; 
# 90
do { 
# 91
if ((__device_builtin_variable_threadIdx.x) > (c_shade13[1])) { 
# 92
return; 
# 93
}  
# 94
count40 = (((*coef41) - w44) ^ q43); 
# 95
++w44; 
# 96
} while (w44 < tid42); 
# 97
} 
#endif
# 99 "v001241.cu"
int main() 
# 100
{ 
# 101
int count45 = 3604; 
# 102
++count45; 
# 103
const int y46 = 22; 
# 104
if (52 >= (count45 + y46)) { 
# 105
return 1277L; 
# 106
}  
# 107
(__cudaPushCallConfiguration(dim3((count45 + 255) / 256, (4 + (3 + 25)) * 16, (5 + ((SLOW33) + ((GREEN15) + 50))) * (GREEN32)), 128, 0)) ? (void)0 : stencil23((long *)nullptr, nullptr, &count45, 3073); 
# 108
(__cudaPushCallConfiguration((count45 + 63) / 64, dim3((count45 + 255) / 256, 32))) ? (void)0 : fold7_kernel((y46 ^ count45) % count45); 
# 109
(__cudaPushCallConfiguration(((dim3)(2)), dim3(2, BLUE31, (count45 + 127) / 128), 0)) ? (void)0 : step39((y46 | count45) + count45, nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v001241.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ac75dd3_10_v001241_cu_cc69ed02
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001241.cudafe1.stub.c"
#include "v001241.cudafe1.stub.c"
# 1 "v001241.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
