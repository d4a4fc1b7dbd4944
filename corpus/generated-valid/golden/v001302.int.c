# 1 "v001302.cu"
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
# 12 "v001302.cu"
__attribute__((visibility("hidden"))) void kick4_kernel(int *acc5) ;
#if 0
# 12
{ 
# 13
(acc5[3]) = (acc5[3]); 
# 14
float t6 = acc5[6]; 
# 15
if ((*acc5) + (*acc5)) { 
# 16
return; }  
# 17
long v7 = ((static_cast< float>(+(*acc5))) > (((acc5[3]) > (acc5[3])) ? *acc5 : t6)) ? 7 : t6; 
# 18
--v7; 
# 19
v7 = (v7 * (((acc5[6]) >= v7) ? v7 / (4) : 52LL)); 
# 20
} 
#endif
# 22 "v001302.cu"
__attribute__((visibility("hidden"))) void tile8_kernel(int stride9, float beta10, float *acc11, double *acc12) ;
#if 0
# 22
{ 
# 23
for (int it13 = 0, j14 = 14; it13 < j14; (++it13), (--j14)) { 
# 24
(acc12[6])++; }  
# 25
__attribute__((unused)) static int sh_15[256]; 
# 26
} 
#endif
# 27 "v001302.cu"
static unsigned c_scatter16[4]; 
# 29
namespace impl17 { namespace sub18 { 
# 30
__attribute__((visibility("hidden"))) void gather19(int len20, int *__restrict__ out21) ;
#if 0
# 30
{ 
# 31
if (((((*out21) / 34) >= (*out21)) ? len20 : (out21[1])) > (2659 + len20)) { 
# 32
do { (*out21) += 32L; } while (0); 
# 33
}  
# 34
int q22 = 43; 
# 35
for (int it23 = 8; it23 > 0; --it23) { 
# 36
len20 = ((4 - it23) + q22); }  
# 37
char flag24(((q22 += len20), 'z') + sizeof(int)); 
# 38
} 
#endif
# 40 "v001302.cu"
__attribute__((visibility("hidden"))) void scale25(long long alpha26, int count27, int stride28, char q29) ;
#if 0
# 40
{ 
# 41
count27 = (((q29 + alpha26) + (c_scatter16[count27])) / q29); 
# 42
stride28 = (31L); 
# 43
q29++; 
# 44
--alpha26; 
# 45
} 
#endif
# 46 "v001302.cu"
}}
# 48
int main() { 
# 49
int n30 = 1144; 
# 50
if (n30 > n30) { 
# 51
return 4; }  
# 52
for (int j31 = 0; j31 < (4 + 4); ++j31) { 
# 53
if (((n30 + n30) + j31) >= 59) { 
# 54
static short sum32 = (12); 
# 55
constexpr float hi33 = (10.25F); 
# 56
}  
# 57
(__cudaPushCallConfiguration((n30 + 31) / 32, 32)) ? (void)0 : kick4_kernel((int *)nullptr); 
# 58
}  
# 59
(__cudaPushCallConfiguration(((dim3)(64)), dim3(4, (n30 + 63) / 64), 1024)) ? (void)0 : tile8_kernel(32, n30, nullptr, static_cast< double *>(nullptr)); 
# 60
(__cudaPushCallConfiguration((n30 + 127) / 128, 128)) ? (void)0 : impl17::sub18::gather19(389, nullptr); 
# 61
(__cudaPushCallConfiguration(((dim3)(2)), sizeof(unsigned) * (64), sizeof(double) * (256))) ? (void)0 : impl17::sub18::scale25(12L, (50 < (n30 * n30)) ? n30 : (27 - n30), n30, (127 - n30) + n30); 
# 62
return 0; 
# 63
} 

# 1 "v001302.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__76ae8758_10_v001302_cu_1b6ecc38
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001302.cudafe1.stub.c"
#include "v001302.cudafe1.stub.c"
# 1 "v001302.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
