# 1 "v000364.cu"
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
# 8 "v000364.cu"
struct alignas(8) Pixel3 { 
# 9
int weight4; 
# 10
double flag5; 
# 11
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13
template< class T, class U> static void 
# 14
__wrapper__device_stub_decay6(U &cfg7, const float *&in8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
static_assert((45 > 44), "size check");
# 16
int sum9 = cfg7; 
# 17
Pixel3 base10 = Pixel3{50, ((21.25F))}; 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 13 "v000364.cu"
template< class T, class U> static void 
# 14
decay6(U cfg7, const float *in8) {__wrapper__device_stub_decay6<T,U>(cfg7,in8);
# 18
return;}
#if 0
# 14
{ 
# 15
static_assert((45 > 44), "size check");
# 16
int sum9 = cfg7; 
# 17
Pixel3 base10 = Pixel3{50, ((21.25F))}; 
# 18
} 
#endif
# 20 "v000364.cu"
extern "C" __attribute__((visibility("hidden"))) void drift11_kernel(int *data12, unsigned a13) ;
#if 0
# 20
{ 
# 21
float s14[3] = {}; 
# 22
--(data12[0]); 
# 23
static_assert((49 == 49));
# 24
unsigned diff15 = data12[0]; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v000364.cu"
template< class T, class U> static void 
# 28
__wrapper__device_stub_reduce16(const T *&in17, const unsigned short *&input18, int &lane19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
lane19 &= 8; 
# 30
lane19 = 2; 
# 31
if ((((*input18) % 37) * ((*input18) % 8)) == (49UL * (*in17))) { 
# 32
int w20 = 0; 
# 33
do { 
# 34
if (w20 < 28) { 
# 35
Pixel3 prod21 = Pixel3{3, (20.25)}; 
# 36
}  
# 37
++lane19; 
# 38
++w20; 
# 39
} while (w20 < 9); 
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000364.cu"
template< class T, class U> static void 
# 28
reduce16(const T *in17, const unsigned short *input18, int lane19) {__wrapper__device_stub_reduce16<T,U>(in17,input18,lane19);
# 41
return;}
#if 0
# 28
{ 
# 29
lane19 &= 8; 
# 30
lane19 = 2; 
# 31
if ((((*input18) % 37) * ((*input18) % 8)) == (49UL * (*in17))) { 
# 32
int w20 = 0; 
# 33
do { 
# 34
if (w20 < 28) { 
# 35
Pixel3 prod21 = Pixel3{3, (20.25)}; 
# 36
}  
# 37
++lane19; 
# 38
++w20; 
# 39
} while (w20 < 9); 
# 40
}  
# 41
} 
#endif
# 43 "v000364.cu"
static int check_decay22(int len23, int n24) { 
# 44
if (59 < len23) { 
# 45
return len23 - (n24 ^ n24); }  
# 46
int w25 = 0; 
# 47
do { 
# 48
++len23; 
# 49
++w25; 
# 50
} while (w25 < 11); 
# 51
const int flag26 = (5L); 
# 52
return flag26; 
# 53
} 
# 55
struct alignas(16) Cell27 { 
# 56
int val28; 
# 57
double vel29; 
# 58
int vel30; 
# 59
int mass31; 
# 60
}; 
# 63
extern "C" __attribute__((visibility("hidden"))) void accum32_kernel(bool beta33) ;
#if 0
# 63
{ 
# 64
float e34 = (64U); 
# 65
float q35 = e34; 
# 66
float tmp36 = (20.5F); 
# 67
} 
#endif
# 68 "v000364.cu"
enum Axis37: short { IDLE38, SLOW39 = 4}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 71
template< class T> static void 
# 72
__wrapper__device_stub_march40_kernel(const T *&src41, const T *&coef42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
if ((((*src41) <= 20) ? 0 : 0U) & (1)) { 
# 74
int w43 = 0; 
# 75
do { 
# 76
long stride44 = (29); 
# 77
--stride44; 
# 78
++w43; 
# 79
} while (w43 < 13); 
# 80
}  
# 81
} 
#endif

#pragma GCC diagnostic pop

# 71 "v000364.cu"
template< class T> static void 
# 72
march40_kernel(const T *src41, const T *coef42) {__wrapper__device_stub_march40_kernel<T>(src41,coef42);
# 81
return;}
#if 0
# 72
{ 
# 73
if ((((*src41) <= 20) ? 0 : 0U) & (1)) { 
# 74
int w43 = 0; 
# 75
do { 
# 76
long stride44 = (29); 
# 77
--stride44; 
# 78
++w43; 
# 79
} while (w43 < 13); 
# 80
}  
# 81
} 
#endif
# 83 "v000364.cu"
extern "C" {
# 84
static void split45_kernel(int *dst46) ;
#if 0
# 84
{ 
# 85
__attribute__((unused)) extern int dyn_47[]; 
# 86
constexpr unsigned idx48 = ((SLOW39) + 23); 
# 87
(dst46[1])++; 
# 88
(dst46[0]) = idx48; 
# 89
} 
#endif
# 90 "v000364.cu"
}
# 92
constexpr int stencil49(int len50, int count51) { 
# 93
count51 = len50; 
# 94
len50 >>= ((len50 + (62LL | count51)) | ((len50 % 8) - ((unsigned char)count51))); 
# 95
return len50; 
# 96
} 
# 98
int main() { 
# 99
int len52 = 2864; 
# 100
(__cudaPushCallConfiguration(16, (SLOW39) + ((SLOW39) + 248))) ? (void)0 : split45_kernel(static_cast< int *>(nullptr)); 
# 101
static_assert((38 > 37), "size check");
# 102
(__cudaPushCallConfiguration((len52 + 63) / 64, 256, 128 * ((SLOW39) + (SLOW39)))) ? (void)0 : decay6< int, double> ((len52 * (1.875F)) / (-len52), nullptr); 
# 103
(__cudaPushCallConfiguration((len52 + 255) / 256, (SLOW39) + ((SLOW39) + ((SLOW39) + ((SLOW39) + 48))))) ? (void)0 : drift11_kernel((int *)nullptr, check_decay22(len52, 57 + len52)); 
# 104
(__cudaPushCallConfiguration((SLOW39) + ((SLOW39) + 24), (SLOW39) + ((SLOW39) + 120), sizeof(double) * (64))) ? (void)0 : reduce16< double, long> (nullptr, nullptr, 61ULL); 
# 105
return 0; 
# 106
} 

# 1 "v000364.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7af22690_10_v000364_cu_25faba1e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000364.cudafe1.stub.c"
#include "v000364.cudafe1.stub.c"
# 1 "v000364.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
