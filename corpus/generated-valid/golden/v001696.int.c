# 1 "v001696.cu"
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
# 7 "v001696.cu"
__attribute__((visibility("hidden"))) void weigh2_kernel(int len3) ;
#if 0
# 8
{ 
# 9
len3 *= ((len3 * 20) * (2 + len3)); 
# 10
--len3; 
# 11
} 
#endif
# 13 "v001696.cu"
__attribute__((visibility("hidden"))) void combine4(const unsigned *src5, const unsigned *coef6) ;
#if 0
# 14
{ 
# 15
int lim7 = coef6[7]; 
# 16
lim7 = (~(*coef6)); 
# 17
long res8 = *src5; 
# 18
} 
#endif
# 20 "v001696.cu"
__attribute__((visibility("hidden"))) void pack9_kernel(int *dst10, int n11, const unsigned *coef12, int count13) ;
#if 0
# 21
{ 
# 22
count13++; 
# 23
__attribute__((unused)) static int sh_14; 
# 24
sh_14 >>= (((count13 | ('A')) + n11) * (coef12[n11])); 
# 25
} 
#endif
# 27 "v001696.cu"
__attribute__((unused)) int smooth15(const long *in16, float a17, unsigned a18) 
# 28
{int volatile ___ = 1;(void)in16;(void)a17;(void)a18;
# 35
::exit(___);}
#if 0
# 28
{ 
# 29
a17 = (7.625F); 
# 30
(a17--), (a17 /= a17); 
# 31
a17 *= (9.125F); 
# 32
long long h19 = (29UL * (*in16)) | (u'\x7a'); 
# 33
h19 = ((47LL ^ (h19 % (in16[h19]))) + (((4917) & h19) * (*in16))); 
# 34
return (((23) * a17) - (((3) >= a18) ? 42 : a17)) + (46U); 
# 35
} 
#endif
# 36 "v001696.cu"
enum class Level20 { Green21, Red22, Idle23}; 
# 38
constexpr int warp24(int len25) 
# 39
{ 
# 40
bool lo26 = (1); 
# 41
len25 <<= 7; 
# 42
return lo26; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void mix27_kernel(const int *input28, const int *src29, const long *input30) ;
#if 0
# 46
{ 
# 47
if (smooth15(reinterpret_cast< const long *>(input28), src29[0], 52L)) { 
# 48
return; }  
# 49
size_t u31 = (56); 
# 50
--u31; 
# 51
} 
#endif
# 53 "v001696.cu"
constexpr int host_merge32(int stride33) 
# 54
{ 
# 55
int w34 = stride33; 
# 56
return 14; 
# 57
} 
# 59
int main() 
# 60
{ 
# 61
int len35 = 627; 
# 62
for (int it36 = 16; it36 > 0; --it36) { 
# 63
len35 = ((((it36 * 2915L) == (30)) ? host_merge32(it36) : 47) % (15ULL + (it36 * len35))); 
# 64
for (int n37 = it36; n37 > 0; --n37) { 
# 65
(__cudaPushCallConfiguration(sizeof(int) * (64), 256, 0, 0)) ? (void)0 : weigh2_kernel(25L); 
# 66
(__cudaPushCallConfiguration((it36 + 255) / 256, ((dim3)(2)), sizeof(float) * (64), 0)) ? (void)0 : pack9_kernel(&len35, 42L, nullptr, len35); 
# 67
}  
# 68
}  
# 69
(__cudaPushCallConfiguration((len35 + 127) / 128, sizeof(unsigned) * (128), sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : combine4(nullptr, nullptr); 
# 70
(__cudaPushCallConfiguration(sizeof(float) * (4), 256 * 2, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : mix27_kernel(&len35, &len35, nullptr); 
# 71
return 0; 
# 72
} 

# 1 "v001696.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a411e3cd_10_v001696_cu_db19d2f2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001696.cudafe1.stub.c"
#include "v001696.cudafe1.stub.c"
# 1 "v001696.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
