# 1 "i000091.cu"
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
# 20 "i000091.cu"
__attribute__((visibility("hidden"))) void warp5(float beta6) ;
#if 0
# 21
{ 
# 22
beta6 = (((beta6 - beta6) > (15)) ? (13.875F) : beta6); 
# 23
for (int n7 = 0; n7 < 3; n7++) { 
# 24
float off8{(17.125F)}; 
# 25
for (int i9 = 5; i9 > 0; --i9) { 
# 26
if (((off8 += i9), i9) >= 25) { 
# 27
break; 
# 28
}  
# 29
(--off8), (off8 = (((i9 ^ i9) / beta6) / i9)); 
# 30
}  
# 31
}  
# 32
} 
#endif
# 33 "i000091.cu"
static int d_split10[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35
template< class T, int N = 3> static void 
# 36
__wrapper__device_stub_blend11(T &beta12, T &a13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern int dyn_14[]; 
# 39
size_t lo15 = ((size_t)'a'); 
# 40
for (const auto &prod16 : d_split10) { 
# 41
beta12 = beta12; 
# 42
}  
# 43
bool e17(beta12 >= 61); 
# 44
T s18 = (e17 / 2) * (dyn_14[lo15]); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 35 "i000091.cu"
template< class T, int N = 3> static void 
# 36
blend11(T beta12, T a13) 
# 37
{__wrapper__device_stub_blend11<T,N>(beta12,a13);
# 45
return;}
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern int dyn_14[]; 
# 39
size_t lo15 = ((size_t)'a'); 
# 40
for (const auto &prod16 : d_split10) { 
# 41
beta12 = beta12; 
# 42
}  
# 43
bool e17(beta12 >= 61); 
# 44
T s18 = (e17 / 2) * (dyn_14[lo15]); 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "i000091.cu"
template< class T, int N = 2> static void 
# 48
__wrapper__device_stub_warp19_kernel(T *&buf20, const short *&in21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
if (((buf20[6]) / 56) == 33) { 
# 51
return; 
# 52
}  
# 53
for (int off22 : d_split10) { 
# 54
const T w23 = off22; 
# 55
--(buf20[off22]); 
# 56
}  
# 57
} 
#endif

#pragma GCC diagnostic pop

# 47 "i000091.cu"
template< class T, int N = 2> static void 
# 48
warp19_kernel(T *buf20, const short *in21) 
# 49
{__wrapper__device_stub_warp19_kernel<T,N>(buf20,in21);
# 57
return;}
#if 0
# 49
{ 
# 50
if (((buf20[6]) / 56) == 33) { 
# 51
return; 
# 52
}  
# 53
for (int off22 : d_split10) { 
# 54
const T w23 = off22; 
# 55
--(buf20[off22]); 
# 56
}  
# 57
} 
#endif
# 58 "i000091.cu"
static float c_split24; 
# 61
unsigned long check_stencil25(double *dst26) 
# 62
{ 
# 63
(__cudaPushCallConfiguration(3 + 253, 3 + 125)) ? (void)0 : blend11((int)(dst26[1]), 8); 
# 64
(*dst26)++; 
# 65
(__cudaPushCallConfiguration(3 + (3 + (3 + 7)), 25 + (3 + (25 + (3 + 456))))) ? (void)0 : warp19_kernel< double, 1> (nullptr, reinterpret_cast< const short *>(dst26)); 
# 66
(*dst26) = (25); 
# 67
++(dst26[2]); 
# 68
return (float)(dst26[3]); 
# 69
} 
# 71
int pack27(unsigned char *buf28, int lane29) 
# 72
{ 
# 73
float y30 = buf28[lane29]; 
# 74
(__cudaPushCallConfiguration(1, 25 + 231)) ? (void)0 : warp5(static_cast< float>((lane29 >= lane29) ? (22.75F) : (33UL))); 
# 75
for (int n31 = 0; n31 < 14; n31++) { 
# 76
auto fn35 = [u32 = (int)((y30 += n31), ' ')](auto hi33, auto z34) { 
# 77
(__cudaPushCallConfiguration(dim3(((u32) + 127) / 128, 512), 256 * 2)) ? (void)0 : blend11(9U, 9U); 
# 78
static_assert(((25 + (3 + (3 + (3 + 11)))) == 45));
# 79
return hi33 * 2; 
# 80
} ; typedef decltype(fn35) __T0;
# 81
fn35(static_cast< int>(*buf28), static_cast< int>(lane29)); 
# 82
(*buf28) = ((fn35(n31, lane29) * n31) - check_stencil25((double *)nullptr)); 
# 83
}  
# 84
short v36 = (((lane29 += lane29), (buf28[lane29])) + (buf28[lane29 & 7])) & (*buf28); 
# 85
if ((check_stencil25(nullptr)) >= y30) { 
# 86
goto finish37; 
# 87
}  
# 88
v36 = (((v36 += 50UL), y30) - (lane29 ^ (*buf28))); 
# 89
finish37:; ; 
# 90
return check_stencil25((double *)nullptr); 
# 91
} 
# 92
struct Q_40 { 
# 93
void Q_40::run(); 
# 94
}; 
# 96
int main() 
# 97
{ 
# 98
int n38 = 507; 
# 99
n38 = (check_stencil25(nullptr) / check_stencil25((double *)nullptr)); 
# 100
dim3 t39(sizeof(int) * (8), (n38 + 31) / 32, (n38 + 255) / 256); 
# 101
return 0; 
# 102
} 

# 1 "i000091.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f4de9b8_10_i000091_cu_540d9aea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000091.cudafe1.stub.c"
#include "i000091.cudafe1.stub.c"
# 1 "i000091.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
