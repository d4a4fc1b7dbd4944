# 1 "v002266.cu"
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
# 13 "v002266.cu"
__attribute__((unused)) float tally6(float alpha7, int count8 = 62) 
# 14
{int volatile ___ = 1;(void)alpha7;(void)count8;
# 20
::exit(___);}
#if 0
# 14
{ 
# 15
__attribute__((unused)) static unsigned char sh_9; 
# 16
if (alpha7 > (62)) { 
# 17
return (4.625F); 
# 18
}  
# 19
return ((alpha7 + (alpha7 + ('\177'))) / (2)); 
# 20
} 
#endif
# 22 "v002266.cu"
namespace impl10 { namespace sub11 { 
# 23
__attribute__((visibility("hidden"))) void scatter12_kernel(int n13, const int *src14, int *data15, int count16) ;
#if 0
# 24
{ 
# 25
int tid17 = __device_builtin_variable_threadIdx.x; 
# 26
{ 
# 27
tally6(data15[0]); 
# 28
__attribute__((unused)) static unsigned short sh_18; 
# 29
} 
# 30
unsigned long long tmp19 = (((__device_builtin_variable_threadIdx.x) - (tid17 * n13)) != (static_cast< int>(__device_builtin_variable_blockDim.x))) ? src14[5] : ((tid17 + (*src14)) + ((__device_builtin_variable_gridDim.x) & n13)); 
# 31
} 
#endif
# 33 "v002266.cu"
template< class T> 
# 34
struct Vec20 { 
# 35
T z21, hi22; 
# 36
void mix23(T stride24) 
# 37
{ 
# 38
(hi22) = ((hi22) / 2); 
# 39
} 
# 40
}; 
# 41
enum class Axis25 { Mul26, Slow27, Red28}; 
# 42
}}
# 43
static bool d_count29[64]; 
# 45
namespace util30 { namespace inner31 { 
# 46
enum class Color32 { Slow33, Blue34, Idle35}; 
# 47
enum Axis36 { RED37, ADD38, OFF39 = 7}; 
# 49
__attribute__((unused)) int scale40(float *data41, float *acc42, int len43 = 8L) 
# 50
{int volatile ___ = 1;(void)data41;(void)acc42;(void)len43;
# 60
::exit(___);}
#if 0
# 50
{ 
# 51
tally6(((len43 += (d_count29[5])), len43) - (d_count29[0])); 
# 52
__attribute__((unused)) static char sh_44; 
# 53
tally6((4.75F)); 
# 54
float off45 = 4 | len43; 
# 55
int cnt46 = (static_cast< unsigned>((sh_44 < 3) ? 29 : 50LL)) % (8); 
# 56
if (data41 != (nullptr)) { 
# 57
return ((acc42[len43 & 7]) * (__alignof__(int))); 
# 58
}  
# 59
return tally6(24 >> cnt46); 
# 60
} 
#endif
# 61 "v002266.cu"
}}
# 63
__attribute__((unused)) float warp47(float *acc48, unsigned long alpha49 = 35U) 
# 64
{int volatile ___ = 1;(void)acc48;(void)alpha49;
# 70
::exit(___);}
#if 0
# 64
{ 
# 65
alpha49 = ((' ') ^ (__device_builtin_variable_blockIdx.z)); 
# 66
impl10::sub11::Vec20< int>  mid50 = {2427, 61}; 
# 67
int w51 = (5UL); 
# 68
__attribute__((unused)) static int sh_52[16]; 
# 69
return util30::inner31::scale40(acc48, nullptr) >> ((static_cast< long>(58UL)) + (util30::inner31::scale40(acc48, acc48))); 
# 70
} 
#endif
# 72 "v002266.cu"
namespace img53 { namespace inner54 { 
# 73
inline signed char tally55(long q56, int stride57 = -52) 
# 74
{ 
# 75
float v58 = q56; 
# 76
stride57 = (((static_cast< short>(q56)) | (q56 % (8))) + (static_cast< int>(q56 % (8)))); 
# 77
stride57 = (stride57 / 2); 
# 78
return q56; 
# 79
} 
# 81
__attribute__((visibility("hidden"))) void apply59_kernel(int count60, impl10::sub11::Vec20< int>  alpha61) ;
#if 0
# 82
{ 
# 83
double prod62 = tally6(8); 
# 84
float idx63 = d_count29[61]; 
# 85
int flag64 = prod62; 
# 86
} 
#endif
# 87 "v002266.cu"
}}
# 89
int main() 
# 90
{ 
# 91
int n65 = 3164; 
# 92
dim3 m66((n65 + 63) / 64); 
# 93
auto step68 = [=](float k67)->double { 
# 94
(__cudaPushCallConfiguration(dim3(1 << 9, 1 << 3), 512)) ? (void)0 : img53::inner54::apply59_kernel(img53::inner54::tally55(k67), impl10::sub11::Vec20< int> {2, n65}); 
# 95
img53::inner54::tally55((img53::inner54::tally55(n65, 5UL)) * k67, (k67 < k67) ? 9 : 9); 
# 96
return (unsigned)(27 - (n65)); 
# 97
} ; typedef decltype(step68) __T0;
# 98
step68(n65); 
# 99
n65 = (step68(n65 * n65)); 
# 100
n65 &= n65; 
# 101
n65 = (static_cast< int>(step68(n65 + (14.125F)))); 
# 102
(__cudaPushCallConfiguration((n65 + 127) / 128, ((dim3)((util30::inner31::ADD38) + 1)), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : impl10::sub11::scatter12_kernel(15U, &n65, &n65, (n65 + 8) * (n65 * 50)); 
# 103
return 0; 
# 104
} 

# 1 "v002266.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c382c97_10_v002266_cu_64ebd968
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002266.cudafe1.stub.c"
#include "v002266.cudafe1.stub.c"
# 1 "v002266.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
