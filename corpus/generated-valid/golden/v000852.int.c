# 1 "v000852.cu"
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
# 23 "v000852.cu"
char step6(int lane7) { 
# 24
float t8 = +lane7; 
# 25
if (((lane7 <= 14) ? lane7 : 50U) != (9)) { 
# 26
goto out9; 
# 27
}  
# 28
lane7 = ((43) * t8); 
# 29
out9:; ; 
# 30
return t8; 
# 31
} 
# 33
__attribute__((visibility("hidden"))) void accum10_kernel(int lane11, int lane12, double beta13) ;
#if 0
# 33
{ 
# 34
const short s14 = beta13; 
# 35
bool r15{false}; 
# 36
if (r15) { 
# 37
return; }  
# 38
__attribute__((unused)) static int sh_16; 
# 39
__attribute__((unused)) static int sh_17; 
# 40
} 
#endif
# 42 "v000852.cu"
__attribute__((unused)) long long clamp18(int n19 = 62) {int volatile ___ = 1;(void)n19;
# 49
::exit(___);}
#if 0
# 42
{ 
# 43
unsigned long k20 = (n19 - ((n19 += 21UL), n19)) * n19; 
# 44
__attribute__((unused)) static float sh_21[256]; 
# 45
(sh_21[k20]) = ((((k20 & (1)) ? k20 : sizeof(int)) % (15 * n19)) + (((n19 != k20) ? k20 : (9.875F)) * ((float)k20))); 
# 46
(--(sh_21[k20 & (255)])), (k20 = ((k20 == (36)) ? (float)(sh_21[110]) : (-n19))); 
# 47
k20 %= (__alignof__(double) + n19); 
# 48
return (((15) + (sh_21[41])) + (k20 + n19)); 
# 49
} 
#endif
# 51 "v000852.cu"
extern "C" __attribute__((visibility("hidden"))) void filter22_kernel(long long alpha23, unsigned *out24, float p25) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) static double sh_26[32]; 
# 53
float k27((alpha23 & alpha23) % alpha23); 
# 54
(sh_26[28]) *= ((double)((sizeof(long)) & alpha23)); 
# 55
unsigned prod28 = ~((((50) == alpha23) ? 34UL : (*out24)) - ((15) | (out24[alpha23 & (7)]))); 
# 56
long cnt29 = ((((*out24) += (18)), 7)); 
# 57
do { alpha23 += ((alpha23 += (11UL)), ((cnt29 == k27) ? alpha23 : (52L))); } while (0); 
# 58
} 
#endif
# 60 "v000852.cu"
unsigned char score30(int lane31, const double *in32, const char *input33) { 
# 61
for (int n34 = 0; n34 < lane31; n34 += 1) { 
# 62
do { lane31 += (1672LL & (input33[n34])); } while (0); 
# 63
(__cudaPushCallConfiguration(sizeof(int) * (15 + 1), 15 + 113)) ? (void)0 : filter22_kernel(20, (unsigned *)nullptr, (7.625F)); 
# 64
}  
# 65
lane31 = (*input33); 
# 66
lane31 += lane31; 
# 67
if (((*in32) / (13UL)) < (in32[7])) { 
# 68
return (lane31 <= 4) ? lane31 + (in32[5]) : (255 / lane31); }  
# 69
lane31 += ((int)(in32[lane31])); 
# 70
return (((in32[lane31 & 7]) < (33U)) ? 55ULL : (0)) * ((U'\x20') | (*input33)); 
# 71
} 
# 73
int main() { 
# 74
int len35 = 3624; 
# 75
(__cudaPushCallConfiguration(((dim3)((len35 + 255) / 256)), dim3((len35 + 63) / 64, (len35 + 255) / 256, 15 + 241))) ? (void)0 : accum10_kernel(len35, len35, ((int)len35) - len35); 
# 76
len35 = 1034; 
# 77
(__cudaPushCallConfiguration(7 + 25, 512, 1024, (cudaStream_t)0)) ? (void)0 : filter22_kernel(len35, nullptr, (11.625F)); 
# 78
len35 |= ((len35 += 15), len35); 
# 79
return 0; 
# 80
} 

# 1 "v000852.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__72fef35f_10_v000852_cu_11c0e17a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000852.cudafe1.stub.c"
#include "v000852.cudafe1.stub.c"
# 1 "v000852.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
