# 1 "v001255.cu"
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
# 7 "v001255.cu"
__attribute__((visibility("hidden"))) void stencil2_kernel(float *dst3, int count4, const float *__restrict__ in5, float *out6) ;
#if 0
# 7
{ 
# 8
int i7 = __device_builtin_variable_threadIdx.x; 
# 9
if (i7 >= count4) { 
# 10
return; 
# 11
}  
# 12
(*out6) = (5.75F); 
# 13
if ((count4 | count4) >= (in5[3])) { 
# 14
return; 
# 15
}  
# 16
count4 = i7; 
# 17
} 
#endif
# 19 "v001255.cu"
namespace detail8 { namespace sub9 { 
# 20
static int d_split10; 
# 21
enum class Level11: long { Blue12, Add13 = 2L, Off14}; 
# 22
}}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 24
template< class T, int N> __attribute__((unused)) static T 
# 25
combine15(T *out16, unsigned *buf17) {int volatile ___ = 1;(void)out16;(void)buf17;
# 36
::exit(___);}
#if 0
# 25
{ 
# 26
detail8::sub9::d_split10 = 27; 
# 27
(++detail8::sub9::d_split10), ((*buf17) = ((T)((17.5) * detail8::sub9::d_split10))); 
# 28
if ((N) <= (~(__device_builtin_variable_threadIdx.x))) { 
# 29
goto finish18; 
# 30
}  
# 31
++(out16[__device_builtin_variable_threadIdx.y]); 
# 32
(out16[4])++; 
# 33
++(*buf17); 
# 34
finish18:; ; 
# 35
return buf17[detail8::sub9::d_split10]; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001255.cu"
static float d_mix19; 
# 38
constexpr long DEPTH20 = (128); 
# 40
namespace math21 { 
# 41
long host_lerp22(const float *coef23, detail8::sub9::Level11 cfg24) { 
# 42
int w25 = 0; 
# 43
while ((w25 < 14) && ((coef23[w25 & 7]) <= (55))) { 
# 44
(__cudaPushCallConfiguration((w25 + 31) / 32, 32)) ? (void)0 : stencil2_kernel(const_cast< float *>(coef23), 6, coef23, const_cast< float *>(coef23)); 
# 45
(__cudaPushCallConfiguration((w25 + 63) / 64, 256, sizeof(int) * (64))) ? (void)0 : stencil2_kernel(const_cast< float *>(coef23), w25, coef23, const_cast< float *>(coef23)); 
# 46
long long mid26 = (-38); 
# 47
++w25; 
# 48
}  
# 49
return -4818; 
# 50
} 
# 51
constexpr int BLOCK27 = 7; 
# 52
static float d_scatter28; 
# 53
}
# 55
int main() { 
# 56
int size29 = 3214; 
# 57
if (math21::host_lerp22(nullptr, detail8::sub9::Level11::Blue12) != size29) { 
# 58
return math21::BLOCK27; 
# 59
}  
# 60
--size29; 
# 61
(__cudaPushCallConfiguration((size29 + 255) / 256, math21::BLOCK27 + 505)) ? (void)0 : stencil2_kernel(nullptr, 22 | size29, nullptr, nullptr); 
# 62
size29 = math21::BLOCK27; 
# 63
size29 = ((int)(math21::BLOCK27 + (size29 * math21::BLOCK27))); 
# 64
return 0; 
# 65
} 

# 1 "v001255.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8c5e334_10_v001255_cu_2964ca02
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001255.cudafe1.stub.c"
#include "v001255.cudafe1.stub.c"
# 1 "v001255.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
