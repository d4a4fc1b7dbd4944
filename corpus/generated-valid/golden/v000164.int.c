# 1 "v000164.cu"
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
# 19 "v000164.cu"
__attribute__((visibility("hidden"))) void step5_kernel(float *dst6, int count7, int stride8, const int *input9) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_10[]; 
# 21
do { (dst6[stride8]) += (dst6[count7]); } while (0); 
# 22
do { stride8 += (dyn_10[0]); } while (0); 
# 23
(dyn_10[stride8])++; 
# 24
} 
#endif
# 26 "v000164.cu"
__attribute__((visibility("hidden"))) void scale11(double alpha12, float *buf13) ;
#if 0
# 26
{ 
# 27
(buf13[0])++; 
# 28
bool idx14 = ((alpha12 / (sizeof(long))) - (*buf13)) <= alpha12; 
# 29
const unsigned char *lo15 = reinterpret_cast< const unsigned char *>(buf13); 
# 30
if ((((buf13[7]) * idx14) - alpha12) == alpha12) { 
# 31
if ((idx14 + (alpha12 / alpha12)) == alpha12) { 
# 32
int sum16((660LL) - (((buf13[3]) * ('A')) + alpha12)); 
# 33
__attribute__((unused)) static int sh_17[256]; 
# 34
}  
# 35
}  
# 36
} 
#endif
# 38 "v000164.cu"
namespace ops18 { 
# 39
unsigned char scatter19(int n20, int count21 = 26) { 
# 40
count21 = n20; 
# 41
n20 = (n20 + (-n20)); 
# 42
++count21; 
# 43
count21 ^= ((unsigned char)count21); 
# 44
if ((count21 * count21) < 53) { 
# 45
return (int)12; 
# 46
}  
# 47
long prod22 = (12); 
# 48
if (prod22 > prod22) { 
# 49
return count21; 
# 50
}  
# 51
return prod22; 
# 52
} 
# 53
using idx23_t = int; 
# 55
static void blend24(const idx23_t *coef25, float p26, const float *coef27) ;
#if 0
# 55
{ 
# 56
unsigned tmp28 = *coef25; 
# 57
unsigned f29 = (58); 
# 58
} 
#endif
# 59 "v000164.cu"
}
# 61
__attribute__((visibility("hidden"))) void decay30_kernel(const double *coef31, const ops18::idx23_t *in32, ops18::idx23_t stride33) ;
#if 0
# 61
{ 
# 62
stride33 = 10; 
# 63
if ((in32[stride33]) > stride33) { 
# 64
return; 
# 65
}  
# 66
if (((42) - (coef31[stride33])) <= (*in32)) { 
# 67
stride33--; 
# 68
stride33 = ((sizeof(unsigned)) - (-((coef31[stride33]) * (in32[6])))); 
# 69
}  
# 70
stride33++; 
# 71
} 
#endif
# 73 "v000164.cu"
inline unsigned check_fuse34(int count35) { 
# 74
count35--; 
# 75
if ((count35 + (ops18::scatter19(2853, count35))) == (ops18::scatter19(sizeof(float)))) { 
# 76
ops18::idx23_t u36 = ops18::scatter19(count35, ops18::scatter19(ops18::scatter19(count35, count35))); 
# 77
u36 += (ops18::scatter19((ops18::scatter19(u36)) - (static_cast< int>(5UL)))); 
# 78
}  
# 79
return count35 - (+(12 + count35)); 
# 80
} 
# 82
int main() { 
# 83
int n37 = 3017; 
# 84
(__cudaPushCallConfiguration(256, dim3((n37 + 127) / 128, 8))) ? (void)0 : ops18::blend24(nullptr, -24L, static_cast< const float *>(nullptr)); 
# 85
const char *m38 = ("AB"); 
# 86
(__cudaPushCallConfiguration(((dim3)((n37 + 255) / 256)), 512)) ? (void)0 : step5_kernel(nullptr, n37, n37, nullptr); 
# 87
check_fuse34((n37 + n37) / 503); 
# 88
(__cudaPushCallConfiguration((n37 + 127) / 128, 128)) ? (void)0 : scale11(ops18::scatter19(('z') / (m38[0]), m38[1]), nullptr); 
# 89
(__cudaPushCallConfiguration((n37 + 127) / 128, 128)) ? (void)0 : decay30_kernel((const double *)nullptr, nullptr, static_cast< unsigned>(12)); 
# 90
return 0; 
# 91
} 

# 1 "v000164.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__373a879b_10_v000164_cu_8d4aca09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000164.cudafe1.stub.c"
#include "v000164.cudafe1.stub.c"
# 1 "v000164.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
