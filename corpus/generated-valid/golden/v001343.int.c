# 1 "v001343.cu"
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
# 9 "v001343.cu"
struct Node4 { 
# 10
float vel5; 
# 11
char flag6; 
# 12
}; 
# 14
class Node7 { 
# 15
double vel8; 
# 17
public: Node7(double a9) : vel8(a9) { } 
# 18
double scale10() const { 
# 19
static_assert(((3 + 19) == 22), "expected value");
# 20
return (vel8) + (vel8); 
# 21
} 
# 22
double apply11() const { 
# 23
auto e12 = static_cast< float>((64) * (+(vel8))); 
# 24
return 25; 
# 25
} 
# 26
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, class U> static void 
# 29
__wrapper__device_stub_bias13(U &p14, Node7 &p15, unsigned *__restrict__ &dst16, float &beta17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
beta17 *= p15.scale10(); 
# 32
if (((dst16[5]) + (3165)) != 54U) { 
# 33
return; 
# 34
}  
# 35
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001343.cu"
template< class T, class U> static void 
# 29
bias13(U p14, Node7 p15, unsigned *__restrict__ dst16, float beta17) {__wrapper__device_stub_bias13<T,U>(p14,p15,dst16,beta17);
# 35
return;}
#if 0
# 29
{ 
# 30
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
beta17 *= p15.scale10(); 
# 32
if (((dst16[5]) + (3165)) != 54U) { 
# 33
return; 
# 34
}  
# 35
} 
#endif
# 37 "v001343.cu"
namespace kern19 { 
# 38
__attribute__((visibility("hidden"))) void drift20(short *buf21, float *dst22, int stride23) ;
#if 0
# 38
{ 
# 39
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (i24 >= stride23) { 
# 41
return; 
# 42
}  
# 43
stride23 = (*dst22); 
# 44
int pass25 = 0; 
# 45
do { 
# 46
stride23 = (((*buf21) + (*dst22)) / (62)); 
# 47
long long r26 = -(*dst22); 
# 48
++pass25; 
# 49
} while (pass25 < 15); 
# 50
static_assert((((3 + 2) * (3 + (3 + 2))) > 39), "size check");
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53 "v001343.cu"
template< class T, int N = 2> static void 
# 54
__wrapper__device_stub_gather27_kernel(T *&buf28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
unsigned gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (gid29 != (__device_builtin_variable_blockDim.x)) { 
# 57
auto r30 = (static_cast< int>(4UL)); 
# 58
}  
# 59
(buf28[__device_builtin_variable_threadIdx.y]) /= (13.5); 
# 60
unsigned r31 = (23); 
# 61
if (((r31 += r31), (__device_builtin_variable_threadIdx.x)) >= (15)) { 
# 62
const T t32 = ((9.125F)); 
# 63
T idx33{static_cast< T>(t32)}; 
# 64
}  
# 65
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001343.cu"
template< class T, int N = 2> static void 
# 54
gather27_kernel(T *buf28) {::kern19::__wrapper__device_stub_gather27_kernel<T,N>(buf28);
# 65
return;}
#if 0
# 54
{ 
# 55
unsigned gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (gid29 != (__device_builtin_variable_blockDim.x)) { 
# 57
auto r30 = (static_cast< int>(4UL)); 
# 58
}  
# 59
(buf28[__device_builtin_variable_threadIdx.y]) /= (13.5); 
# 60
unsigned r31 = (23); 
# 61
if (((r31 += r31), (__device_builtin_variable_threadIdx.x)) >= (15)) { 
# 62
const T t32 = ((9.125F)); 
# 63
T idx33{static_cast< T>(t32)}; 
# 64
}  
# 65
} 
#endif
# 66 "v001343.cu"
}
# 68
static void host_fuse34(const int *__restrict__ src35, int n36) { 
# 69
if (((n36 / 4) * ((src35[n36 & 7]) & n36)) != (src35[2])) { 
# 70
n36 += (-39); 
# 71
switch (n36) { 
# 72
case 3 + 2:  { 
# 73
unsigned r37 = n36; 
# 74
break; 
# 75
} 
# 76
case 9:  
# 77
break; 
# 78
case (3 + 1) * 2:  { 
# 79
static int y38 = (53U); 
# 80
break; 
# 81
} 
# 82
case 11:  
# 83
break; 
# 84
}  
# 85
} else { 
# 86
}  
# 87
} 
# 89
int main() { 
# 90
int len39 = 459; 
# 91
len39 -= 56L; 
# 92
static int u40 = (18L); 
# 93
if (u40 == 3) { 
# 94
return 43 % (u40 + 6); 
# 95
}  
# 96
len39 &= u40; 
# 97
static_assert(((3 + (3 + 38)) > 43), "size check");
# 98
(__cudaPushCallConfiguration(2 * (3 + 5), 3 + (3 + (3 + 247)))) ? (void)0 : bias13< long, int> (38U & len39, ((Node7)(u40 - (11.5F))), nullptr, len39); 
# 99
(__cudaPushCallConfiguration((len39 + 255) / 256, 64)) ? (void)0 : kern19::drift20((short *)nullptr, nullptr, 1); 
# 100
(__cudaPushCallConfiguration(3 + (3 + 26), 256, 256)) ? (void)0 : kern19::gather27_kernel< float, 5> ((float *)nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v001343.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b9246fd_10_v001343_cu_004cf6c6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001343.cudafe1.stub.c"
#include "v001343.cudafe1.stub.c"
# 1 "v001343.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
