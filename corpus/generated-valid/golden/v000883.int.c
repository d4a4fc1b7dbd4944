# 1 "v000883.cu"
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
# 13 "v000883.cu"
__attribute__((visibility("hidden"))) void kick3(float *data4, const unsigned *__restrict__ src5, int stride6, int n7) ;
#if 0
# 13
{ 
# 14
if (((data4[n7]) * (*src5)) == (6)) { 
# 15
return; 
# 16
}  
# 17
(data4[n7]) = (13.75F); 
# 18
constexpr int lim8 = 40; 
# 19
__attribute__((unused)) static int sh_9[64 * 4]; 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v000883.cu"
template< class T> static void 
# 23
__wrapper__device_stub_score10_kernel(const T *&input11, T &cfg12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
__attribute__((unused)) static int sh_13[32]; 
# 25
(sh_13[6]) %= 39; 
# 26
cfg12 /= (static_cast< T>((sh_13[24]) + 6)); 
# 27
if (constexpr int sum14 = 51; -(sh_13[18])) { 
# 28
(sh_13[21]) /= cfg12; 
# 29
__attribute__((unused)) static float sh_15; 
# 30
}  
# 31
__attribute__((unused)) static int sh_16[64]; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 22 "v000883.cu"
template< class T> static void 
# 23
score10_kernel(const T *input11, T cfg12) {__wrapper__device_stub_score10_kernel<T>(input11,cfg12);
# 32
return;}
#if 0
# 23
{ 
# 24
__attribute__((unused)) static int sh_13[32]; 
# 25
(sh_13[6]) %= 39; 
# 26
cfg12 /= (static_cast< T>((sh_13[24]) + 6)); 
# 27
if (constexpr int sum14 = 51; -(sh_13[18])) { 
# 28
(sh_13[21]) /= cfg12; 
# 29
__attribute__((unused)) static float sh_15; 
# 30
}  
# 31
__attribute__((unused)) static int sh_16[64]; 
# 32
} 
#endif
# 34 "v000883.cu"
namespace util17 { 
# 35
enum Level18 { MUL19 = 3, HIGH20 = 5, IDLE21 = 9, BLUE22}; 
# 36
constexpr inline int TILE23 = 128; 
# 37
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T> static void 
# 40
__wrapper__device_stub_fuse24_kernel(T &p25, const unsigned *__restrict__ &in26, char &cfg27, const float *__restrict__ &coef28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
float *m29 = const_cast< float *>(coef28); 
# 42
if (double prod30 = *coef28; (in26[cfg27]) >= (coef28[cfg27])) { 
# 43
cfg27 -= ((cfg27 += (*in26)), ((in26[3]) - (m29[2]))); 
# 44
}  
# 45
cfg27 = (56); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000883.cu"
template< class T> static void 
# 40
fuse24_kernel(T p25, const unsigned *__restrict__ in26, char cfg27, const float *__restrict__ coef28) {__wrapper__device_stub_fuse24_kernel<T>(p25,in26,cfg27,coef28);
# 46
return;}
#if 0
# 40
{ 
# 41
float *m29 = const_cast< float *>(coef28); 
# 42
if (double prod30 = *coef28; (in26[cfg27]) >= (coef28[cfg27])) { 
# 43
cfg27 -= ((cfg27 += (*in26)), ((in26[3]) - (m29[2]))); 
# 44
}  
# 45
cfg27 = (56); 
# 46
} 
#endif
# 48 "v000883.cu"
int main() { 
# 49
int size31 = 3756; 
# 50
int k32 = ((int)size31) + size31; 
# 51
size31 /= size31; 
# 52
(__cudaPushCallConfiguration((size31 + 255) / 256, 6 + 58)) ? (void)0 : kick3(static_cast< float *>(nullptr), static_cast< const unsigned *>(nullptr), (k32 != k32) ? util17::TILE23 - size31 : 47, util17::TILE23); 
# 53
(__cudaPushCallConfiguration((util17::BLUE22) + 22, util17::TILE23 + ((util17::BLUE22) + ((util17::MUL19) + 115)))) ? (void)0 : score10_kernel(static_cast< const long *>(nullptr), 8L); 
# 54
(__cudaPushCallConfiguration((k32 + 255) / 256, 32)) ? (void)0 : fuse24_kernel(k32, (const unsigned *)nullptr, 39UL, nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000883.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__32d2508b_10_v000883_cu_333aadbe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000883.cudafe1.stub.c"
#include "v000883.cudafe1.stub.c"
# 1 "v000883.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
