# 1 "v001231.cu"
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
# 15 "v001231.cu"
namespace detail7 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, int N> static void 
# 17
__wrapper__device_stub_relax8(const T *__restrict__ &src9, float *&buf10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_11[]; 
# 19
unsigned idx12 = __device_builtin_variable_threadIdx.x; 
# 20
(buf10[idx12])--; 
# 21
if (18 != (static_cast< int>(dyn_11[idx12]))) { 
# 22
goto finish13; 
# 23
}  
# 24
static_assert((18 == 18), "size check");
# 25
(*buf10) = ((src9[idx12]) * (buf10[2])); 
# 26
(buf10[idx12])--; 
# 27
finish13:; ; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001231.cu"
template< class T, int N> static void 
# 17
relax8(const T *__restrict__ src9, float *buf10) {::detail7::__wrapper__device_stub_relax8<T,N>(src9,buf10);
# 28
return;}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_11[]; 
# 19
unsigned idx12 = __device_builtin_variable_threadIdx.x; 
# 20
(buf10[idx12])--; 
# 21
if (18 != (static_cast< int>(dyn_11[idx12]))) { 
# 22
goto finish13; 
# 23
}  
# 24
static_assert((18 == 18), "size check");
# 25
(*buf10) = ((src9[idx12]) * (buf10[2])); 
# 26
(buf10[idx12])--; 
# 27
finish13:; ; 
# 28
} 
#endif
# 30 "v001231.cu"
__attribute__((visibility("hidden"))) void fold14_kernel(int *__restrict__ acc15, const int *input16, float beta17) ;
#if 0
# 30
{ 
# 31
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
(acc15[4])--; 
# 33
double z19 = (int)((*acc15) & 15); 
# 34
if (beta17 > (*acc15)) { 
# 35
goto skip20; 
# 36
}  
# 37
(acc15[tid18]) = (((+z19) / ((unsigned)beta17)) / (2)); 
# 38
z19++; 
# 39
skip20:; ; 
# 40
} 
#endif
# 42 "v001231.cu"
struct Pixel21 { 
# 43
int y22, hi23; 
# 44
}; 
# 45
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T> static void 
# 48
__wrapper__device_stub_pivot24(T &b25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern long dyn_26[]; 
# 50
int gid27 = __device_builtin_variable_threadIdx.x; 
# 51
++b25; 
# 52
++(dyn_26[gid27]); 
# 53
for (int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i28 < 4; i28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 54
for (int n29 = 0; n29 < (1 << 3); n29 += 2) { 
# 55
unsigned char h30 = ((__device_builtin_variable_threadIdx.y) / (2)) - (b25 - ((dyn_26[i28]) - i28)); 
# 56
}  
# 57
(dyn_26[__device_builtin_variable_gridDim.x]) = (-((int)(5 - b25))); 
# 58
}  
# 59
} 
#endif

#pragma GCC diagnostic pop

# 47 "v001231.cu"
template< class T> static void 
# 48
pivot24(T b25) {__wrapper__device_stub_pivot24<T>(b25);
# 59
return;}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern long dyn_26[]; 
# 50
int gid27 = __device_builtin_variable_threadIdx.x; 
# 51
++b25; 
# 52
++(dyn_26[gid27]); 
# 53
for (int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i28 < 4; i28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 54
for (int n29 = 0; n29 < (1 << 3); n29 += 2) { 
# 55
unsigned char h30 = ((__device_builtin_variable_threadIdx.y) / (2)) - (b25 - ((dyn_26[i28]) - i28)); 
# 56
}  
# 57
(dyn_26[__device_builtin_variable_gridDim.x]) = (-((int)(5 - b25))); 
# 58
}  
# 59
} 
#endif
# 62 "v001231.cu"
struct Pixel31 { 
# 63
unsigned short vel32; 
# 64
size_t w33; 
# 65
int count34; 
# 66
int z35; 
# 67
}; 
# 69
extern "C" __attribute__((visibility("hidden"))) void scale36_kernel(int *__restrict__ acc37, int n38) ;
#if 0
# 69
{ 
# 70
n38++; 
# 71
((acc37[5])++), ((acc37[n38]) -= (n38 - (*acc37))); 
# 72
Pixel31 stride39 = Pixel31{}; 
# 73
} 
#endif
# 74 "v001231.cu"
constexpr int STEPS40 = 2; 
# 76
static int bump41(int stride42) { 
# 77
dim3 h43 = ((dim3)(64 + (STEPS40 + (64 + (STEPS40 + 124))))); 
# 78
Pixel31 diff44 = Pixel31{}; 
# 79
return (int)(diff44.count34); 
# 80
} 
# 82
int main() { 
# 83
int size45 = 690; 
# 84
bump41((size45 * 18UL) & (15)); 
# 85
(__cudaPushCallConfiguration((size45 + 31) / 32, dim3((size45 + 63) / 64, (size45 + 31) / 32, 16 * (STEPS40 + 14)))) ? (void)0 : pivot24< int> (-(55 - size45)); 
# 86
(__cudaPushCallConfiguration(STEPS40, 32 * 8)) ? (void)0 : detail7::relax8< unsigned, 4> (nullptr, static_cast< float *>(nullptr)); 
# 87
(__cudaPushCallConfiguration(4, 32 + (STEPS40 + 30))) ? (void)0 : detail7::fold14_kernel((int *)nullptr, nullptr, ((size45 += STEPS40), (46 - size45))); 
# 88
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : scale36_kernel(nullptr, size45); 
# 89
return 0; 
# 90
} 

# 1 "v001231.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8e781c3_10_v001231_cu_ec94eecc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001231.cudafe1.stub.c"
#include "v001231.cudafe1.stub.c"
# 1 "v001231.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
