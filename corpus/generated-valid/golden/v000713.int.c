# 1 "v000713.cu"
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
# 12 "v000713.cu"
inline float scale6(unsigned *dst7) { 
# 13
(dst7[0]) = (*dst7); 
# 14
(*dst7)--; 
# 15
(dst7[5]) = (dst7[7]); 
# 16
unsigned char f8 = (31); 
# 17
(dst7[f8]) -= (+(f8 ^ (dst7[1]))); 
# 18
(dst7[f8]) = ((f8 - (*dst7)) * f8); 
# 19
if ((*dst7) == 15U) { 
# 20
return (int)((dst7[f8]) + (*dst7)); }  
# 21
return dst7[5]; 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void sift9(double alpha10, const float *input11) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern unsigned short dyn_12[]; 
# 26
alpha10 = (scale6(nullptr)); 
# 27
if (int hi13 = 62 ^ (dyn_12[2]); (alpha10 * alpha10) != ((6) / alpha10)) { 
# 28
int w14[8] = {}; 
# 29
} else { 
# 30
(dyn_12[2]) |= ((dyn_12[hi13]) * (dyn_12[0])); 
# 31
}  
# 32
} 
#endif
# 33 "v000713.cu"
static int c_clamp15; 
# 34
enum Mode16 { RED17, ON18 = 5, SLOW19}; 
# 35
static int g_stencil20; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T> static void 
# 38
__wrapper__device_stub_shade21_kernel(const T *&coef22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
if (unsigned lim23 = c_clamp15 - scale6(nullptr); (~lim23) != (37 * (*coef22))) { 
# 40
lim23 = ((T)(c_clamp15 % 8)); }  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000713.cu"
template< class T> static void 
# 38
shade21_kernel(const T *coef22) {__wrapper__device_stub_shade21_kernel<T>(coef22);
# 41
return;}
#if 0
# 38
{ 
# 39
if (unsigned lim23 = c_clamp15 - scale6(nullptr); (~lim23) != (37 * (*coef22))) { 
# 40
lim23 = ((T)(c_clamp15 % 8)); }  
# 41
} 
#endif
# 44 "v000713.cu"
__attribute__((visibility("hidden"))) void warp24_kernel(Mode16 beta25, unsigned *dst26, double *acc27, float *out28) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned dyn_29[]; 
# 46
(out28[c_clamp15]) = (out28[7]); 
# 47
double m30 = scale6(reinterpret_cast< unsigned *>(acc27)); 
# 48
scale6(nullptr); 
# 49
int w31 = dyn_29[c_clamp15 & 7]; 
# 50
(*acc27) /= ((4459L) * (*out28)); 
# 51
w31 &= 50; 
# 52
unsigned char f32 = scale6(dyn_29); 
# 53
} 
#endif
# 60 "v000713.cu"
__attribute__((visibility("hidden"))) void map_scale34(double *data, int n) ;
#if 0
# 60
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 62 "v000713.cu"
int main() { 
# 63
int size35 = 1201; 
# 64
do { int tmp_ = g_stencil20; g_stencil20 = size35; size35 = tmp_; } while (0); 
# 65
g_stencil20 = (SLOW19); 
# 66
(__cudaPushCallConfiguration(((dim3)(1 << 1)), dim3(64, sizeof(unsigned) * ((SLOW19) + 10), (size35 + 255) / 256))) ? (void)0 : sift9(size35 + 35L, nullptr); 
# 67
(__cudaPushCallConfiguration(16 * 4, 128)) ? (void)0 : shade21_kernel< double> ((const double *)nullptr); 
# 68
(__cudaPushCallConfiguration(dim3(2 * 2, 1), dim3(((SLOW19) + ((ON18) + 53)) * 2, 16 * 2, 1 << 1))) ? (void)0 : warp24_kernel(SLOW19, (unsigned *)nullptr, (double *)nullptr, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000713.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce94802f_10_v000713_cu_9c3b7bf6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000713.cudafe1.stub.c"
#include "v000713.cudafe1.stub.c"
# 1 "v000713.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
