# 1 "v001476.cu"
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

# 16 "v001476.cu"
template< class T, int N> static void 
# 17
__wrapper__device_stub_norm4(const T *__restrict__ &coef5, int &count6, const long long *__restrict__ &coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
__attribute__((unused)) static int sh_9[13][2]; 
# 20
float q10 = (sh_9[tid8])[tid8]; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001476.cu"
template< class T, int N> static void 
# 17
norm4(const T *__restrict__ coef5, int count6, const long long *__restrict__ coef7) {__wrapper__device_stub_norm4<T,N>(coef5,count6,coef7);
# 21
return;}
#if 0
# 17
{ 
# 18
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
__attribute__((unused)) static int sh_9[13][2]; 
# 20
float q10 = (sh_9[tid8])[tid8]; 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v001476.cu"
template< class T> static void 
# 24
__wrapper__device_stub_bias11(T *&buf12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
int idx13 = __device_builtin_variable_threadIdx.x; 
# 26
auto s14 = 58 + (idx13 - (idx13 - 12)); 
# 27
s14 |= (12 - ((idx13 % s14) | 33)); 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001476.cu"
template< class T> static void 
# 24
bias11(T *buf12) {__wrapper__device_stub_bias11<T>(buf12);
# 28
return;}
#if 0
# 24
{ 
# 25
int idx13 = __device_builtin_variable_threadIdx.x; 
# 26
auto s14 = 58 + (idx13 - (idx13 - 12)); 
# 27
s14 |= (12 - ((idx13 % s14) | 33)); 
# 28
} 
#endif
# 30 "v001476.cu"
int host_rank15(long a16, const int *__restrict__ coef17) { 
# 31
(__cudaPushCallConfiguration((a16 + (255)) / (256), sizeof(float) * (8))) ? (void)0 : bias11< float> (nullptr); 
# 32
++a16; 
# 33
const char *u18 = ("C:\\dir"); 
# 34
a16 &= a16; 
# 35
a16 *= 0L; 
# 36
int idx19 = a16; 
# 37
return 20L - (coef17[4]); 
# 38
} 
# 39
enum class Op20 { Idle21 = 2, High22}; 
# 41
void check_norm23(int len24, float alpha25 = 39) { 
# 42
unsigned lim26 = alpha25; 
# 43
alpha25 = (((alpha25 + (29)) + lim26) - (30L | (static_cast< long>(len24)))); 
# 44
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : norm4< double, 8> ((const double *)nullptr, static_cast< double>(sizeof(char)), nullptr); 
# 45
} 
# 47
int main() { 
# 48
int count27 = 1269; 
# 49
int hi28 = count27; 
# 50
hi28 = ('#'); 
# 51
(__cudaPushCallConfiguration(sizeof(float) * (12 + 20), 12 + (12 + (12 + 28)))) ? (void)0 : bias11< double> (static_cast< double *>(nullptr)); 
# 52
float v29[7] = {}; 
# 53
count27 &= ((count27 + (count27 - hi28)) - (static_cast< long>(count27))); 
# 54
return 0; 
# 55
} 

# 1 "v001476.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56e9fca7_10_v001476_cu_55a44449
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001476.cudafe1.stub.c"
#include "v001476.cudafe1.stub.c"
# 1 "v001476.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
