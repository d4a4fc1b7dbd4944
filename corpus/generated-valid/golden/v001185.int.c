# 1 "v001185.cu"
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

# 14 "v001185.cu"
template< class T> static void 
# 15
__wrapper__device_stub_step3_kernel(T *&buf4, long *&out5, double *&out6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if ((i7 * i7) == ((*out6) + (__device_builtin_variable_threadIdx.x))) { 
# 18
__attribute__((unused)) static int sh_8; 
# 19
(out5[5]) *= (+i7); 
# 20
}  
# 21
} 
#endif

#pragma GCC diagnostic pop

# 14 "v001185.cu"
template< class T> static void 
# 15
step3_kernel(T *buf4, long *out5, double *out6) {__wrapper__device_stub_step3_kernel<T>(buf4,out5,out6);
# 21
return;}
#if 0
# 15
{ 
# 16
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if ((i7 * i7) == ((*out6) + (__device_builtin_variable_threadIdx.x))) { 
# 18
__attribute__((unused)) static int sh_8; 
# 19
(out5[5]) *= (+i7); 
# 20
}  
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v001185.cu"
template< class T, int N> static void 
# 24
__wrapper__device_stub_split9(T &q10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
int gid11 = __device_builtin_variable_threadIdx.x; 
# 26
if (T lim12 = ((7.625)); ((gid11 + 3) | gid11) > q10) { 
# 27
--lim12; 
# 28
T *off13 = (nullptr); 
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001185.cu"
template< class T, int N> static void 
# 24
split9(T q10) {__wrapper__device_stub_split9<T,N>(q10);
# 30
return;}
#if 0
# 24
{ 
# 25
int gid11 = __device_builtin_variable_threadIdx.x; 
# 26
if (T lim12 = ((7.625)); ((gid11 + 3) | gid11) > q10) { 
# 27
--lim12; 
# 28
T *off13 = (nullptr); 
# 29
}  
# 30
} 
#endif
# 32 "v001185.cu"
template< class T, class U> __attribute__((unused)) T 
# 33
clamp14(const T *coef15, U alpha16, int *dst17) {int volatile ___ = 1;(void)coef15;(void)alpha16;(void)dst17;
# 38
::exit(___);}
#if 0
# 33
{ 
# 34
++alpha16; 
# 35
__attribute__((unused)) static unsigned long sh_18[16]; 
# 36
float y19[3]{static_cast< float>(alpha16), (4.0F), static_cast< float>(coef15[__device_builtin_variable_blockIdx.z])}; 
# 37
return 52; 
# 38
} 
#endif
# 41 "v001185.cu"
void probe20(const double *coef21) { 
# 42
if ((coef21[5]) == (coef21[3])) { 
# 43
return; 
# 44
}  
# 45
long long lim22 = coef21[1]; 
# 46
} 
# 49
inline void rank23(float q24, unsigned b25) { 
# 50
for (int i26 = 14; i26 > 0; --i26) { 
# 51
for (int j27 = 0; j27 < 10; j27++) { 
# 52
q24 = (52); 
# 53
q24 += ((21.5F) / j27); 
# 54
b25 = i26; 
# 55
}  
# 56
short idx28{static_cast< short>(b25)}; 
# 57
idx28 = b25; 
# 58
}  
# 59
} 
# 61
int main() { 
# 62
int size29 = 1454; 
# 63
probe20(nullptr); 
# 64
static_assert((sizeof(int) == (4)));
# 65
dim3 idx30 = dim3((size29 + 31) / 32, 4, 8 * 8); 
# 66
(__cudaPushCallConfiguration((size29 + 127) / 128, (52 + 12) * 2)) ? (void)0 : step3_kernel(static_cast< int *>(nullptr), nullptr, nullptr); 
# 67
(__cudaPushCallConfiguration(52 + 76, 64, 52 + (52 + (52 + 868)))) ? (void)0 : split9< long, 8> (size29 * (52 | size29)); 
# 68
return 0; 
# 69
} 

# 1 "v001185.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96c1552b_10_v001185_cu_8d7059b5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001185.cudafe1.stub.c"
#include "v001185.cudafe1.stub.c"
# 1 "v001185.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
