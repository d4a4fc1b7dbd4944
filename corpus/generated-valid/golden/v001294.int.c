# 1 "v001294.cu"
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
# 15 "v001294.cu"
__attribute__((visibility("hidden"))) void relax4_kernel(float *acc5, int n6) ;
#if 0
# 16
{ 
# 17
float s7(((static_cast< unsigned char>(4)) - (n6 * 4)) % ((n6 * n6) * 8LL)); 
# 18
for (int j8 = 0; j8 < n6; ++j8) { 
# 19
int w9 = 0; 
# 20
do { 
# 21
for (int j10 = 5; j10 > 0; --j10) { 
# 22
int h11[3]{j10, 4, (-47)}; 
# 23
int cnt12[3]{64, (-42), 44}; 
# 24
}  
# 25
++w9; 
# 26
} while (w9 < n6); 
# 27
}  
# 28
} 
#endif
# 31 "v001294.cu"
__attribute__((visibility("hidden"))) void weigh13_kernel(const float *in14, int len15, int lane16) ;
#if 0
# 32
{ 
# 33
if (len15 & 1) { 
# 34
++lane16; 
# 35
}  
# 36
len15 = len15; 
# 37
if (in14 == (nullptr)) { 
# 38
float sum17{(4.0F)}; 
# 39
short *off18 = (nullptr); 
# 40
}  
# 41
} 
#endif
# 43 "v001294.cu"
float run_accum19(int *out20, long long p21) 
# 44
{ 
# 45
int iter22 = 0; 
# 46
do { 
# 47
char w23 = (p21 < (4 - iter22)) ? p21 : p21; 
# 48
++iter22; 
# 49
} while (iter22 < 4); 
# 50
float h24 = (10.625F); 
# 51
return 27; 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int size25 = 1544; 
# 57
for (int i26 = 0; i26 < 9; i26++) { 
# 58
const char *mid27 = ("path\\to"); 
# 59
size25 = ((size25 + 46U) / ((49ULL ^ size25) ^ (4 - (mid27[1])))); 
# 60
}  
# 61
(__cudaPushCallConfiguration(64, 128, 0, (cudaStream_t)0)) ? (void)0 : relax4_kernel((float *)nullptr, size25 + size25); 
# 62
(__cudaPushCallConfiguration(256, 4 + (4 + (4 + 116)))) ? (void)0 : weigh13_kernel(static_cast< const float *>(nullptr), size25, (size25 & 3078) + size25); 
# 63
return 0; 
# 64
} 

# 1 "v001294.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__95896950_10_v001294_cu_994f79fa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001294.cudafe1.stub.c"
#include "v001294.cudafe1.stub.c"
# 1 "v001294.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
