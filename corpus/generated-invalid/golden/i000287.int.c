# 1 "i000287.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20 "i000287.cu"
template< class T, int N> static void 
# 21
__wrapper__device_stub_shade7_kernel(const T *&src8, int *&data9, T &a10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
constexpr int m11 = 9; 
# 23
T sum12 = (((a10 += (src8[3])), (+((T)a10)))); 
# 24
int mid13(('A' / sum12) + N); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 20 "i000287.cu"
template< class T, int N> static void 
# 21
shade7_kernel(const T *src8, int *data9, T a10) {__wrapper__device_stub_shade7_kernel<T,N>(src8,data9,a10);
# 25
return;}
#if 0
# 21
{ 
# 22
constexpr int m11 = 9; 
# 23
T sum12 = (((a10 += (src8[3])), (+((T)a10)))); 
# 24
int mid13(('A' / sum12) + N); 
# 25
} 
#endif
# 26 "i000287.cu"
enum Phase14: unsigned char { GREEN15, GREEN16}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 28
template< class T, class U> 
# 29
__attribute((noinline)) __attribute__((unused)) static T pivot17(U beta18) {int volatile ___ = 1;(void)beta18;
# 38
::exit(___);}
#if 0
# 29
{ 
# 30
if ((-(beta18 + beta18)) > beta18) { 
# 31
long long mid19[3] = {}; 
# 32
(mid19[2]) %= ((53U) & ((mid19[2]) % (8))); 
# 33
}  
# 34
do { beta18 += 38U; } while (0); 
# 35
unsigned res20 = (54ULL); 
# 36
T lim21(beta18); 
# 37
return ((lim21 - beta18) * (lim21 - beta18)); 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "i000287.cu"
static void fuse22_kernel(double alpha23, const double *input24, double *__restrict__ out25) ;
#if 0
# 40
{ 
# 41
(*out25) = (12); 
# 42
__attribute__((unused)) static unsigned sh_26; 
# 43
} 
#endif
# 45 "i000287.cu"
__attribute__((visibility("hidden"))) void blend27(double *buf28, int *data29, const unsigned *coef30, int *out31) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern int dyn_32[]; 
# 47
(*data29) &= (coef30[1]); 
# 48
if ((-(buf28[4])) <= (60)) { 
# 49
return; 
# 50
}  
# 51
float f33 = (unsigned)((int)((33) + (*coef30))); 
# 52
} 
#endif
# 54 "i000287.cu"
constexpr int combine34(int stride35) { 
# 55
stride35 %= 1464UL; 
# 56
return stride35; 
# 57
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T, int N> static void 
# 60
__wrapper__device_stub_warp36_kernel(T *&out37, int &n38, const int *&src39, long long &alpha40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
if (src39 == (nullptr)) { 
# 62
return; 
# 63
}  
# 64
constexpr unsigned long diff41 = (39); 
# 65
if (!out37) { 
# 66
if (float r42 = n38 % 8; (n38 % (*src39)) & 1) { 
# 67
T w43 = r42; 
# 68
}  
# 69
double tmp44[2] = {(2.0)}; 
# 70
if ((47L) < ((float)(*out37))) { 
# 71
return; 
# 72
}  
# 73
}  
# 74
} 
#endif

#pragma GCC diagnostic pop

# 59 "i000287.cu"
template< class T, int N> static void 
# 60
warp36_kernel(T *out37, int n38, const int *src39, long long alpha40) {__wrapper__device_stub_warp36_kernel<T,N>(out37,n38,src39,alpha40);
# 74
return;}
#if 0
# 60
{ 
# 61
if (src39 == (nullptr)) { 
# 62
return; 
# 63
}  
# 64
constexpr unsigned long diff41 = (39); 
# 65
if (!out37) { 
# 66
if (float r42 = n38 % 8; (n38 % (*src39)) & 1) { 
# 67
T w43 = r42; 
# 68
}  
# 69
double tmp44[2] = {(2.0)}; 
# 70
if ((47L) < ((float)(*out37))) { 
# 71
return; 
# 72
}  
# 73
}  
# 74
} 
#endif
# 76 "i000287.cu"
int main() { 
# 77
int len45 = 1153; 
# 78
unsigned count47 = (-1); 
# 79
Phase14 base46 = GREEN15; 
# 80
if (base46 == (GREEN16)) { 
# 81
if (len45 > base46) { 
# 82
return base46; 
# 83
}  
# 84
}  
# 85
len45 = len45; 
# 86
(__cudaPushCallConfiguration((len45 + 31) / 32, sizeof(unsigned) * (4 + ((GREEN16) + ((GREEN16) + 26))), sizeof(double) * (128))) ? (void)0 : shade7_kernel< long, 8> (nullptr, nullptr, (base46 * 2) % len45); 
# 87
(__cudaPushCallConfiguration((GREEN16) + (4 + (4 + 23)), 512)) ? (void)0 : fuse22_kernel(len45, (const double *)nullptr, nullptr); 
# 88
(__cudaPushCallConfiguration(((GREEN16) + 1) * 4, 128, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : blend27((double *)nullptr, (int *)nullptr, nullptr, (int *)nullptr); 
# 89
return 0; 
# 90
} 

# 1 "i000287.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ca8e3edf_10_i000287_cu_e1610ca9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000287.cudafe1.stub.c"
#include "i000287.cudafe1.stub.c"
# 1 "i000287.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
