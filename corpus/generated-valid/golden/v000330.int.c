# 1 "v000330.cu"
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
# 10 "v000330.cu"
__attribute__((visibility("hidden"))) void accum5_kernel(int n6, int stride7, float p8, bool alpha9) ;
#if 0
# 10
{ 
# 11
for (int it10 = stride7; it10 > 0; --it10) { 
# 13
#pragma unroll
for (
# 13
int n11 = 0; n11 < 7; ++n11) { 
# 14
p8 = (stride7 % n11); 
# 15
++p8; 
# 16
}  
# 17
}  
# 18
} 
#endif
# 20 "v000330.cu"
__attribute__((unused)) inline double sift12(const float *src13) {int volatile ___ = 1;(void)src13;
# 22
::exit(___);}
#if 0
# 20
{ 
# 21
return (1951) | (__device_builtin_variable_blockIdx.y); 
# 22
} 
#endif
# 24 "v000330.cu"
int smooth14(int len15) { 
# 25
int lim16 = 595; 
# 26
const char *cnt17 = ("tile size"); 
# 27
(len15--), (lim16 *= lim16); 
# 28
const int lo18 = cnt17[0]; 
# 29
return (cnt17[1]) + (cnt17[1]); 
# 30
} 
# 31
static int c_scale19; 
# 33
__attribute__((visibility("hidden"))) void rank20_kernel(int len21, int *__restrict__ data22, unsigned char *buf23, const int *coef24) ;
#if 0
# 33
{ 
# 34
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (gid25 >= len21) { 
# 36
return; }  
# 37
if (const unsigned char val26 = len21; !data22) { 
# 38
float v27 = *data22; 
# 39
unsigned cnt28 = (51); 
# 40
}  
# 41
} 
#endif
# 43 "v000330.cu"
static void count29_kernel(const int *src30, double *out31, long *__restrict__ dst32, const long *__restrict__ in33) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_34[]; 
# 45
(out31[c_scale19 & 7]) += ((62 + c_scale19) % 58UL); 
# 46
double w35 = (((out31[c_scale19]) - (*dst32)) * (7)) * (((out31[c_scale19]) - (*dst32)) * (7)); 
# 47
(w35++), ((dyn_34[1]) = ((dyn_34[7]) % (in33[4]))); 
# 48
unsigned h36 = dst32[c_scale19 & 7]; 
# 49
} 
#endif
# 51 "v000330.cu"
static double check_sift37(const int *input38) { 
# 52
smooth14(smooth14(*input38)); 
# 53
int pass39 = 0; 
# 54
while (pass39 < pass39) { 
# 55
int r40(smooth14(-2137) / 21); 
# 56
r40 = smooth14(static_cast< double>(smooth14(r40))); 
# 57
++pass39; 
# 58
}  
# 59
cudaStream_t m41 = ((cudaStream_t)0); 
# 60
return pass39; 
# 61
} 
# 63
__attribute__((unused)) static inline short split42(int n43 = 55) {int volatile ___ = 1;(void)n43;
# 67
::exit(___);}
#if 0
# 63
{ 
# 64
int y44 = (56 + c_scale19) % (c_scale19 & ((long)n43)); 
# 65
sift12(static_cast< const float *>(nullptr)); 
# 66
return static_cast< unsigned>(sift12(nullptr)); 
# 67
} 
#endif
# 69 "v000330.cu"
int main() { 
# 70
int size45 = 2604; 
# 71
size45 = (29U); 
# 72
if (const unsigned char lim46 = (size45 + ((size45 < size45) ? 17U : size45)) * (size45 + ((size45 < size45) ? 17U : size45)); (!(29 != lim46)) && (smooth14(size45) == size45)) { 
# 73
(size45--), (size45 = (lim46 | lim46)); 
# 74
size45 += 1254UL; 
# 75
size45 -= ((lim46 & 15) + lim46); 
# 76
}  
# 77
size45 >>= 0; 
# 78
(__cudaPushCallConfiguration(8, 128, sizeof(int) * (32), nullptr)) ? (void)0 : accum5_kernel(64 / size45, size45, size45 & 15, (-size45) & 1); 
# 79
(__cudaPushCallConfiguration(sizeof(int), 128)) ? (void)0 : rank20_kernel(((size45 += 9U), (11 + size45)), nullptr, (unsigned char *)nullptr, nullptr); 
# 80
(__cudaPushCallConfiguration(1, dim3((size45 + 255) / 256, 8 * 2), sizeof(double) * (64))) ? (void)0 : count29_kernel(static_cast< const int *>(nullptr), nullptr, (long *)nullptr, nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v000330.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d703eb7_10_v000330_cu_23e9d50a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000330.cudafe1.stub.c"
#include "v000330.cudafe1.stub.c"
# 1 "v000330.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
