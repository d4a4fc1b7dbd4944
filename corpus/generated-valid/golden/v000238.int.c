# 1 "v000238.cu"
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
# 5 "v000238.cu"
int check_blend1(int n2) { 
# 6
int lim3 = 31; 
# 7
auto op4 = []()->float { 
# 8
return (unsigned long long)24U; 
# 9
} ; typedef decltype(op4) __T0;
# 10
int iter5 = 0; 
# 11
while ((iter5 < lim3) && (lim3 < (lim3 + 48))) { 
# 12
lim3 = 54; 
# 13
++iter5; 
# 14
}  
# 15
dim3 acc6(32 * 8, 2, 256); 
# 16
return 18; 
# 17
} 
# 18
__attribute__((visibility("hidden"))) void rank7_kernel(double *__restrict__ dst8) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_9[]; 
# 20
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
constexpr int cnt11 = 3; 
# 22
float tmp12 = (18.375F); 
# 23
} 
#endif
# 24 "v000238.cu"
static_assert((12 > 11), "expected value");
# 25
extern "C" __attribute__((visibility("hidden"))) void march13_kernel(const int *coef14, float *out15) ;
#if 0
# 25
{ 
# 26
unsigned tid16 = __device_builtin_variable_threadIdx.x; 
# 27
double acc17 = (56U); 
# 28
constexpr unsigned short u18 = (23); 
# 29
int y19{49}; 
# 30
} 
#endif
# 37 "v000238.cu"
__attribute__((visibility("hidden"))) void map_relax21(double *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 38 "v000238.cu"
__attribute__((visibility("hidden"))) void map_reduce22(double *data, int n) ;
#if 0
# 38
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v000238.cu"
template< class T, class U> static void 
# 40
__wrapper__device_stub_relax23(T *&out24, float *&buf25, U *&acc26, U *&out27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
int gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
static_assert((sizeof(int) == (4)), "tile must fit");
# 43
(acc26[gid28])--; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000238.cu"
template< class T, class U> static void 
# 40
relax23(T *out24, float *buf25, U *acc26, U *out27) {__wrapper__device_stub_relax23<T,U>(out24,buf25,acc26,out27);
# 44
return;}
#if 0
# 40
{ 
# 41
int gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
static_assert((sizeof(int) == (4)), "tile must fit");
# 43
(acc26[gid28])--; 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v000238.cu"
template< class T, int N> static void 
# 46
__wrapper__device_stub_fold29_kernel(T &q30, float &cfg31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
int gid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if ((cfg31 * (5)) >= cfg31) { 
# 49
return; 
# 50
}  
# 51
int w33 = 0; 
# 52
while (w33 < gid32) { 
# 53
cfg31 -= (__device_builtin_variable_blockIdx.z); 
# 54
auto y34 = (4.875F) * w33; 
# 55
++w33; 
# 56
}  
# 57
int h35 = 29 % (gid32 * (N - gid32)); 
# 58
if (!((__device_builtin_variable_threadIdx.x) >= q30)) { 
# 59
return; 
# 60
}  
# 61
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000238.cu"
template< class T, int N> static void 
# 46
fold29_kernel(T q30, float cfg31) {__wrapper__device_stub_fold29_kernel<T,N>(q30,cfg31);
# 61
return;}
#if 0
# 46
{ 
# 47
int gid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if ((cfg31 * (5)) >= cfg31) { 
# 49
return; 
# 50
}  
# 51
int w33 = 0; 
# 52
while (w33 < gid32) { 
# 53
cfg31 -= (__device_builtin_variable_blockIdx.z); 
# 54
auto y34 = (4.875F) * w33; 
# 55
++w33; 
# 56
}  
# 57
int h35 = 29 % (gid32 * (N - gid32)); 
# 58
if (!((__device_builtin_variable_threadIdx.x) >= q30)) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 62 "v000238.cu"
int host_shade36(int n37, const unsigned *input38, const int *coef39) { 
# 63
(__cudaPushCallConfiguration(dim3((n37 + 63) / 64, sizeof(int) * (4)), 32, 0, (cudaStream_t)0)) ? (void)0 : relax23(const_cast< unsigned *>(input38), nullptr, (unsigned *)nullptr, const_cast< unsigned *>(input38)); 
# 64
(__cudaPushCallConfiguration(dim3((n37 + 31) / 32, (n37 + 255) / 256), dim3(512, 128, 16), sizeof(float) * (32), 0)) ? (void)0 : map_reduce22(nullptr, *coef39); 
# 65
return input38[n37]; 
# 66
} 
# 67
int main() { 
# 68
int n40 = 941; 
# 69
dim3 k41(32, (n40 + 63) / 64, 8); 
# 70
if ((n40 > 27) || (32 != n40)) { 
# 71
return 6; 
# 72
}  
# 73
const int u42 = 4864; 
# 74
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (64))), 256, sizeof(int) * (32))) ? (void)0 : fold29_kernel< unsigned, 7> (n40, -(11.75F)); 
# 75
(__cudaPushCallConfiguration(sizeof(int) * (2), ((dim3)((n40 + 255) / 256)), 0)) ? (void)0 : rank7_kernel((double *)nullptr); 
# 76
(__cudaPushCallConfiguration(k41, 128)) ? (void)0 : march13_kernel(&u42, nullptr); 
# 77
(__cudaPushCallConfiguration(dim3(16, (n40 + 31) / 32), 256)) ? (void)0 : map_relax21(nullptr, 58 - (n40 / 4)); 
# 78
return 0; 
# 79
} 

# 1 "v000238.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3398c5fd_10_v000238_cu_c6a936a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000238.cudafe1.stub.c"
#include "v000238.cudafe1.stub.c"
# 1 "v000238.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
