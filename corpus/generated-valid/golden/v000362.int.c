# 1 "v000362.cu"
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
# 15 "v000362.cu"
enum class Op6 { Green7 = 2, Green8, Low9 = 5}; 
# 16
__attribute__((visibility("hidden"))) void weigh10_kernel(const int *__restrict__ src11, float alpha12) ;
#if 0
# 16
{ 
# 17
alpha12 = ((alpha12 + alpha12) * (24.25F)); 
# 18
unsigned mid13(-(src11[5])); 
# 19
mid13 |= (src11[mid13]); 
# 20
__attribute__((unused)) static int sh_14; 
# 21
} 
#endif
# 22 "v000362.cu"
struct Pixel15 { 
# 23
unsigned hi16; 
# 24
float weight17; 
# 25
}; 
# 26
__attribute__((visibility("hidden"))) void trace18_kernel(const unsigned long long *src19, unsigned char *acc20, const int *__restrict__ input21, const double *__restrict__ input22) ;
#if 0
# 26
{ 
# 27
{ 
# 28
(acc20[2]) *= 40ULL; 
# 29
auto acc23 = sizeof(float); 
# 30
} 
# 31
auto h24 = *acc20; 
# 32
h24 = ((*input22) * (0UL)); 
# 33
} 
#endif
# 34 "v000362.cu"
static void grow25(const long *input26, char *data27, Op6 alpha28) ;
#if 0
# 34
{ 
# 35
int y29 = ~(input26[5]); 
# 36
alpha28 = Op6::Low9; 
# 37
} 
#endif
# 38 "v000362.cu"
enum class Phase30 { 
# 39
On31 = 2, 
# 40
Slow32, 
# 41
Busy33 = 6, 
# 42
Low34, 
# 43
Off35
# 44
}; 
# 45
static int mix36(unsigned *__restrict__ dst37, Pixel15 q38) { 
# 46
Pixel15 h39 = {(' '), ('#')}; 
# 47
if (dst37 != (nullptr)) { 
# 48
return h39.weight17; }  
# 49
(*dst37) = (h39.weight17); 
# 50
(q38.hi16) <<= 0; 
# 51
h39 = Pixel15{(static_cast< unsigned>(15)), (3.0F)}; 
# 52
if ((h39.weight17) > (dst37[0])) { 
# 53
return *dst37; }  
# 54
return (double)(*dst37); 
# 55
} 
# 56
enum class Kind40 { Fast41, Off42 = 5, On43, Off44}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 57
template< class T> static void 
# 58
__wrapper__device_stub_spread45(T *&acc46, unsigned char &cfg47) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 58
{ 
# 59
Op6 res48 = Op6::Green7; 
# 60
Pixel15 r49 = {5U, (2.375F)}; 
# 61
int pass50 = 0; 
# 62
while ((pass50 < 15) && (((*acc46) >= (*acc46)) || (res48 != Op6::Green7))) { 
# 63
int t51 = acc46[cfg47]; 
# 64
(*acc46) += (*acc46); 
# 65
++pass50; 
# 66
}  
# 67
static_assert((19 > 18));
# 68
(acc46[7]) /= ((-((T)(r49.hi16))) - (12 + pass50)); 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 57 "v000362.cu"
template< class T> static void 
# 58
spread45(T *acc46, unsigned char cfg47) {__wrapper__device_stub_spread45<T>(acc46,cfg47);
# 69
return;}
#if 0
# 58
{ 
# 59
Op6 res48 = Op6::Green7; 
# 60
Pixel15 r49 = {5U, (2.375F)}; 
# 61
int pass50 = 0; 
# 62
while ((pass50 < 15) && (((*acc46) >= (*acc46)) || (res48 != Op6::Green7))) { 
# 63
int t51 = acc46[cfg47]; 
# 64
(*acc46) += (*acc46); 
# 65
++pass50; 
# 66
}  
# 67
static_assert((19 > 18));
# 68
(acc46[7]) /= ((-((T)(r49.hi16))) - (12 + pass50)); 
# 69
} 
#endif
# 70 "v000362.cu"
static float check_apply52(float a53, float *__restrict__ data54) { 
# 71
if (((data54[5]) <= (88)) && ((25) == a53)) { 
# 72
return a53; }  
# 73
(*data54) /= (11.875F); 
# 74
return data54[0]; 
# 75
} 
# 76
int main() { 
# 77
int count55 = 436; 
# 78
count55 = (sizeof(double)); 
# 79
(__cudaPushCallConfiguration((count55 + 63) / 64, 512, sizeof(unsigned) * (12 + 244), nullptr)) ? (void)0 : spread45< unsigned> ((unsigned *)nullptr, 25); 
# 80
count55 = (count55 - 8); 
# 81
(__cudaPushCallConfiguration(12 + 52, dim3(32, (count55 + 255) / 256))) ? (void)0 : weigh10_kernel(&count55, 12 | count55); 
# 82
(__cudaPushCallConfiguration(dim3((count55 + 127) / 128, 4 * 2), 12 + (12 + (12 + (12 + 80))), 12 + (12 + 232), 0)) ? (void)0 : trace18_kernel(nullptr, (unsigned char *)nullptr, (const int *)nullptr, nullptr); 
# 83
(__cudaPushCallConfiguration(1, 256, sizeof(double) * (128))) ? (void)0 : grow25((const long *)nullptr, nullptr, Op6::Green8); 
# 84
return 0; 
# 85
} 

# 1 "v000362.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f99794c_10_v000362_cu_8b1ea665
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000362.cudafe1.stub.c"
#include "v000362.cudafe1.stub.c"
# 1 "v000362.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
