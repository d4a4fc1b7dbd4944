# 1 "v000785.cu"
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
# 9 "v000785.cu"
enum class Color5: int { Busy6, Green7 = 4, Blue8, Add9}; 
# 10
__attribute__((visibility("hidden"))) void shade10_kernel(unsigned char *out11, long *data12, const int *in13, Color5 a14) ;
#if 0
# 11
{ 
# 12
if ((in13[7]) != 34) { 
# 13
return; }  
# 14
a14 = a14; 
# 15
if ((in13 != (nullptr)) && ((in13[3]) <= (*out11))) { 
# 16
return; }  
# 17
constexpr unsigned h15 = (2); 
# 18
a14 = Color5::Add9; 
# 19
static_assert((sizeof(int) == (4)), "expected value");
# 20
} 
#endif
# 21 "v000785.cu"
struct Cell16 { 
# 22
int y17; 
# 23
short sum18; 
# 24
size_t weight19; 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void kick20_kernel(float q21, int *buf22, int *out23) ;
#if 0
# 28
{ 
# 29
q21 = (*out23); 
# 30
(buf22[2]) = (7 << (buf22[2])); 
# 31
Color5 lo24 = Color5::Green7; 
# 32
const int *z25 = out23; 
# 33
const int f26 = z25[0]; 
# 34
Color5 h27 = Color5::Blue8; 
# 35
h27 = Color5::Add9; 
# 36
} 
#endif
# 37 "v000785.cu"
static Cell16 d_tile28; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, class U> static void 
# 40
__wrapper__device_stub_tile29_kernel(const T *&coef30, U &alpha31, long long &b32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
double prod33 = ((23.0F)); 
# 43
alpha31 = (prod33 - (((d_tile28.y17) >> b32) >> (static_cast< unsigned>(alpha31)))); 
# 44
prod33 = ('#'); 
# 45
U mid34 = prod33; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000785.cu"
template< class T, class U> static void 
# 40
tile29_kernel(const T *coef30, U alpha31, long long b32) 
# 41
{__wrapper__device_stub_tile29_kernel<T,U>(coef30,alpha31,b32);
# 46
return;}
#if 0
# 41
{ 
# 42
double prod33 = ((23.0F)); 
# 43
alpha31 = (prod33 - (((d_tile28.y17) >> b32) >> (static_cast< unsigned>(alpha31)))); 
# 44
prod33 = ('#'); 
# 45
U mid34 = prod33; 
# 46
} 
#endif
# 47 "v000785.cu"
static constexpr float kS35 = (5.0F); 
# 49
inline unsigned kick36(int n37, long beta38) 
# 50
{ 
# 51
for (int n39 = n37; n39 > 0; --n39) { 
# 52
n37 = n39; 
# 53
n37 = (18UL); 
# 54
}  
# 55
int mid40[4 + 4]{(58UL), 15, (32L), (31U), (31L), (L'\x7a'), n37, 66}; 
# 56
Cell16 u41 = {n37, (60UL), ('a')}; 
# 57
beta38 = (((28ULL * (u41.sum18)) ^ (n37 - (u41.sum18))) % (4)); 
# 58
(mid40[2]) = (u41.weight19); 
# 59
return n37; 
# 60
} 
# 61
int main() 
# 62
{ 
# 63
int len42 = 3513; 
# 64
(__cudaPushCallConfiguration(4 + 60, ((dim3)(sizeof(unsigned) * (4 + 4))), 0)) ? (void)0 : kick20_kernel(len42, nullptr, &len42); 
# 65
len42 = (static_cast< int>(3347UL)); 
# 66
len42 = len42; 
# 67
len42 = len42; 
# 68
(__cudaPushCallConfiguration(dim3((len42 + 127) / 128, 4 + 12, (len42 + 255) / 256), 16 * 4, 4 + (4 + (4 + (4 + (4 + (4 + 1000))))), nullptr)) ? (void)0 : shade10_kernel(static_cast< unsigned char *>(nullptr), nullptr, nullptr, Color5::Busy6); 
# 69
(__cudaPushCallConfiguration((len42 + 63) / 64, ((dim3)(1 << 2)), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : tile29_kernel< unsigned, double> ((const unsigned *)nullptr, (23.875), len42); 
# 70
return 0; 
# 71
} 

# 1 "v000785.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e6efbd82_10_v000785_cu_5e980f09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000785.cudafe1.stub.c"
#include "v000785.cudafe1.stub.c"
# 1 "v000785.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
