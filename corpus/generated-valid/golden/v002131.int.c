# 1 "v002131.cu"
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
# 16 "v002131.cu"
namespace gpu5 { 
# 17
unsigned host_mix6(int len7 = 17) 
# 18
{ 
# 19
auto step11 = [](int stride8) { 
# 20
long e9 = (float)(12 - stride8); 
# 21
int flag10 = (e9 * ((3470) * e9)) + (+(stride8 + 4094U)); 
# 22
} ; typedef decltype(step11) __T0;
# 23
step11(len7); 
# 24
auto lam14 = []()->unsigned { 
# 25
int pass12 = 0; 
# 26
while (pass12 < 12) { 
# 27
unsigned char w13 = (3U); 
# 28
(++w13), (w13 = (60)); 
# 29
++pass12; 
# 30
}  
# 31
return pass12 - 48; 
# 32
} ; typedef decltype(lam14) __T1;
# 33
lam14(); 
# 34
len7 = ((1447UL << len7) * (58 + len7)); 
# 35
{ 
# 36
len7 = len7; 
# 37
(len7--), (len7 = (((len7 += 12), (len7 - 5)) % len7)); 
# 38
} 
# 39
size_t sum15 = (58); 
# 40
return (sum15) ? ((2) * ((len7 > sum15) ? 12 : sum15)) + 22UL : ((float)52); 
# 41
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43
template< class T> static void 
# 44
__wrapper__device_stub_clamp16(const T *&in17, T *&data18, T &b19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
b19 = ((((in17[2]) != 7) && (b19 >= ((2 * (in17[2])) + 61))) ? (24.875) : (-((data18[7]) * 9))); 
# 47
float h20 = (2 * (data18[1])) + 30; 
# 48
h20 = ((float)b19); 
# 49
double sum21[2]{(-(19.875F)), static_cast< double>(h20)}; 
# 50
h20 = (*data18); 
# 51
double lo22 = (2074U); 
# 52
T base23 = (35); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 43 "v002131.cu"
template< class T> static void 
# 44
clamp16(const T *in17, T *data18, T b19) 
# 45
{::gpu5::__wrapper__device_stub_clamp16<T>(in17,data18,b19);
# 53
return;}
#if 0
# 45
{ 
# 46
b19 = ((((in17[2]) != 7) && (b19 >= ((2 * (in17[2])) + 61))) ? (24.875) : (-((data18[7]) * 9))); 
# 47
float h20 = (2 * (data18[1])) + 30; 
# 48
h20 = ((float)b19); 
# 49
double sum21[2]{(-(19.875F)), static_cast< double>(h20)}; 
# 50
h20 = (*data18); 
# 51
double lo22 = (2074U); 
# 52
T base23 = (35); 
# 53
} 
#endif
# 54 "v002131.cu"
}
# 56
constexpr int pack24(int count25) 
# 57
{ 
# 58
return count25 + (count25 << count25); 
# 59
} 
# 61
int main() 
# 62
{ 
# 63
int size26 = 1762; 
# 64
size26 = 12; 
# 65
auto op29 = [=](auto v27, auto cnt28) mutable { 
# 66
v27 = (((cnt28 > v27) ? size26 : (size26)) << ((18 + (size26)) * ((size26) + (size26)))); 
# 67
return v27 * 2; 
# 68
} ; typedef decltype(op29) __T2;
# 69
if (34 > (size26 % size26)) { 
# 70
return ((size26 >= size26) && (size26 != 42)) ? +size26 : (3335LL / size26); 
# 71
}  
# 72
if (size26 < 48) { 
# 73
return (2870L * size26) * (2U); 
# 74
}  
# 75
(__cudaPushCallConfiguration(dim3(12 + 52, 2 * 8), 1 << 5)) ? (void)0 : gpu5::clamp16< long> ((const long *)nullptr, nullptr, -size26); 
# 76
return 0; 
# 77
} 

# 1 "v002131.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f9be9f0_10_v002131_cu_ba984946
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002131.cudafe1.stub.c"
#include "v002131.cudafe1.stub.c"
# 1 "v002131.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
