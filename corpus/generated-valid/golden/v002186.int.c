# 1 "v002186.cu"
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
# 14 "v002186.cu"
__attribute__((visibility("hidden"))) void mix8(double alpha9, int stride10, const unsigned *coef11) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_12[]; 
# 16
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (i13 >= stride10) { 
# 18
return; 
# 19
}  
# 20
if (!((__device_builtin_variable_threadIdx.z) < (static_cast< unsigned>(alpha9)))) { 
# 21
unsigned lo14 = i13 >> ((__device_builtin_variable_threadIdx.x) << (47L * (dyn_12[3]))); 
# 22
--(dyn_12[0]); 
# 23
}  
# 24
} 
#endif
# 25 "v002186.cu"
static int c_filter15; 
# 26
__attribute__((visibility("hidden"))) void score16_kernel(unsigned beta17, int stride18) ;
#if 0
# 26
{ 
# 27
if (c_filter15) { 
# 28
return; 
# 29
}  
# 30
if (((+stride18) * (__device_builtin_variable_threadIdx.x)) >= ((23) + (__device_builtin_variable_blockDim.x))) { 
# 31
if ((__device_builtin_variable_warpSize - (static_cast< int>(__device_builtin_variable_gridDim.x))) <= (stride18 * (__device_builtin_variable_threadIdx.x))) { 
# 32
constexpr bool res19 = (0); 
# 33
beta17--; 
# 34
}  
# 35
}  
# 36
} 
#endif
# 37 "v002186.cu"
double spread20(int *buf21, int lane22, int len23) { 
# 38
(*buf21) = len23; 
# 39
if ((lane22 > (buf21[1])) && ((' ') != (*buf21))) { 
# 40
return +(len23 + (*buf21)); 
# 41
}  
# 42
len23 = lane22; 
# 43
++lane22; 
# 44
double val24 = 8 - len23; 
# 45
return (58UL * lane22) + (static_cast< unsigned>(17L - lane22)); 
# 46
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T, int N = 1> static void 
# 48
__wrapper__device_stub_split25_kernel(T &alpha26, int &stride27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
unsigned i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (i28 >= stride27) { 
# 51
return; 
# 52
}  
# 53
++stride27; 
# 54
stride27 = i28; 
# 55
stride27 = (((stride27 * alpha26) > (5 << i28)) ? (char)((16) - i28) : (sizeof(int) % c_filter15)); 
# 56
if (stride27 <= sizeof(float)) { 
# 57
return; 
# 58
}  
# 59
} 
#endif

#pragma GCC diagnostic pop

# 47 "v002186.cu"
template< class T, int N = 1> static void 
# 48
split25_kernel(T alpha26, int stride27) {__wrapper__device_stub_split25_kernel<T,N>(alpha26,stride27);
# 59
return;}
#if 0
# 48
{ 
# 49
unsigned i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (i28 >= stride27) { 
# 51
return; 
# 52
}  
# 53
++stride27; 
# 54
stride27 = i28; 
# 55
stride27 = (((stride27 * alpha26) > (5 << i28)) ? (char)((16) - i28) : (sizeof(int) % c_filter15)); 
# 56
if (stride27 <= sizeof(float)) { 
# 57
return; 
# 58
}  
# 59
} 
#endif
# 60 "v002186.cu"
__attribute__((visibility("hidden"))) void score29_kernel(const float *src30) ;
#if 0
# 60
{ 
# 61
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
if (16L == (+c_filter15)) { 
# 63
return; 
# 64
}  
# 65
float val32(tid31); 
# 66
} 
#endif
# 67 "v002186.cu"
__attribute__((visibility("hidden"))) void shade33_kernel(const int *in34, int len35, int lane36, int n37) ;
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern float dyn_38[]; 
# 69
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
lane36 = (((dyn_38[7]) * tid39) + (30)); 
# 71
do { int tmp_ = n37; n37 = len35; len35 = tmp_; } while (0); 
# 72
int pass40 = 0; 
# 73
do { 
# 74
--n37; 
# 75
float prod41 = tid39 + (23.0F); 
# 76
++pass40; 
# 77
} while (pass40 < n37); 
# 78
n37 = (3883UL / lane36); 
# 79
} 
#endif
# 80 "v002186.cu"
void run_reduce42(float beta43 = 12ULL) { 
# 81
static char lim44 = (55); 
# 82
float idx45 = (sizeof(int) + (lim44 >> 0)) - (3); 
# 83
} 
# 84
int main() { 
# 85
int n46 = 340; 
# 86
if (n46 == ('A')) { 
# 87
return n46 % (60L + n46); 
# 88
}  
# 89
(__cudaPushCallConfiguration(5 + 3, 64)) ? (void)0 : shade33_kernel(nullptr, n46, (n46 % 48) + n46, ((n46 != n46) ? n46 : 36L) + (4454)); 
# 90
(__cudaPushCallConfiguration(1 << 5, 32, (5 + 11) * 16, 0)) ? (void)0 : mix8((n46 + n46) + n46, (n46 + 4) * n46, nullptr); 
# 91
n46 = (((static_cast< unsigned long>(n46)) + (14 + n46)) + ((29 - n46) << 1)); 
# 92
(__cudaPushCallConfiguration(48 + (8 + 200), ((dim3)(1 << 4)))) ? (void)0 : score16_kernel(5, ((n46 == n46) ? 16U : n46) - (n46 >> 5)); 
# 93
(__cudaPushCallConfiguration(1 << 2, ((dim3)(8 * 4)))) ? (void)0 : split25_kernel< int, 1> ((45 << n46) * 40, n46); 
# 94
(__cudaPushCallConfiguration(dim3(1, (n46 + 63) / 64, 32), 256)) ? (void)0 : score29_kernel((const float *)nullptr); 
# 95
return 0; 
# 96
} 

# 1 "v002186.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b59ce058_10_v002186_cu_63df3b23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002186.cudafe1.stub.c"
#include "v002186.cudafe1.stub.c"
# 1 "v002186.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
