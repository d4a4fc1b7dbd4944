# 1 "v001757.cu"
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
# 12 "v001757.cu"
enum Kind6 { 
# 13
IDLE7, 
# 14
ADD8, 
# 15
LOW9, 
# 16
OFF10, 
# 17
IDLE11
# 18
}; 
# 20
__attribute__((visibility("hidden"))) void count12(float *__restrict__ data13, int len14, long long *out15) ;
#if 0
# 20
{ 
# 21
int base16 = len14; 
# 22
if ((out15[len14]) < (14)) { 
# 23
(*data13) = ((int)((data13[base16]) * (30))); 
# 24
}  
# 25
(*out15) = (*data13); 
# 26
} 
#endif
# 27 "v001757.cu"
int g_decay17 = ((ADD8) + ((OFF10) + 16)); 
# 29
__attribute__((visibility("hidden"))) void relax18_kernel(unsigned cfg19, unsigned char *__restrict__ data20) ;
#if 0
# 29
{ 
# 30
for (int i21 = 0; i21 < 13; i21++) { 
# 31
cfg19 = ((sizeof(int) + (cfg19 % (8))) << ((*data20) + (i21 << (data20[i21])))); 
# 32
double r22 = (sizeof(signed char) + (*data20)) - (((cfg19 * i21) > cfg19) ? cfg19 - (24.0) : (i21 + (20.5F))); 
# 33
const int base23 = (static_cast< int>(cfg19 << i21)) - cfg19; 
# 34
}  
# 35
(*data20) = cfg19; 
# 36
} 
#endif
# 38 "v001757.cu"
__attribute__((visibility("hidden"))) void bias24(int lane25, Kind6 a26, int *out27, unsigned long *dst28) ;
#if 0
# 38
{ 
# 39
if (a26 == (ADD8)) { 
# 40
int pass29 = 0; 
# 41
while (pass29 < 15) { 
# 42
Kind6 mid30 = a26; 
# 43
__attribute__((unused)) static unsigned sh_31[32]; 
# 44
++pass29; 
# 45
}  
# 46
} else { if (int k32 = a26; lane25 <= (5 * a26)) { 
# 47
(dst28[5]) = (2 / (k32 + k32)); 
# 48
}  }  
# 49
a26 = a26; 
# 50
} 
#endif
# 52 "v001757.cu"
int shade33(int lane34) { 
# 53
(__cudaPushCallConfiguration(512, (IDLE11) + 508)) ? (void)0 : count12(nullptr, lane34, nullptr); 
# 54
(__cudaPushCallConfiguration(64, (IDLE11) + 60)) ? (void)0 : relax18_kernel(g_decay17, nullptr); 
# 55
g_decay17 = g_decay17; 
# 56
(__cudaPushCallConfiguration(1 << 2, (LOW9) + ((LOW9) + ((LOW9) + 122)))) ? (void)0 : bias24(((g_decay17 >= 17) ? OFF10 : 48) + (22L - lane34), LOW9, (int *)nullptr, static_cast< unsigned long *>(nullptr)); 
# 57
return 36UL; 
# 58
} 
# 60
int main() { 
# 61
int count35 = 390; 
# 62
(__cudaPushCallConfiguration(sizeof(unsigned) * ((OFF10) + (ADD8)), ((ADD8) + 31) * 16)) ? (void)0 : bias24(g_decay17, LOW9, nullptr, nullptr); 
# 63
g_decay17 = (44ULL); 
# 64
float sum36 = (g_decay17 + g_decay17) + ((count35 % 8) - ((10.25F) + count35)); 
# 65
sum36 = (((int)(static_cast< int>(sum36))) % 8); 
# 66
return 0; 
# 67
} 

# 1 "v001757.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1201ba0c_10_v001757_cu_7054b21e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001757.cudafe1.stub.c"
#include "v001757.cudafe1.stub.c"
# 1 "v001757.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
