# 1 "v000477.cu"
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

# 17 "v000477.cu"
template< class T, int N = 8> static void 
# 18
__wrapper__device_stub_stencil6_kernel(const T *&in7, const T *&input8, int *&out9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
(*out9) = (*out9); 
# 21
if (!out9) { 
# 22
return; 
# 23
}  
# 24
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000477.cu"
template< class T, int N = 8> static void 
# 18
stencil6_kernel(const T *in7, const T *input8, int *out9) {__wrapper__device_stub_stencil6_kernel<T,N>(in7,input8,out9);
# 24
return;}
#if 0
# 18
{ 
# 19
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
(*out9) = (*out9); 
# 21
if (!out9) { 
# 22
return; 
# 23
}  
# 24
} 
#endif
# 25 "v000477.cu"
static int c_bias11; 
# 27
namespace impl12 { 
# 28
float run_fold13(int stride14, const unsigned *coef15, const long long *__restrict__ in16) { 
# 29
if (((in16[1]) * (11)) <= (23)) { 
# 30
return (3.25F) - (*coef15); 
# 31
}  
# 32
int s17 = in16[1]; 
# 33
return (stride14 / 2); 
# 34
} 
# 35
enum class Color18: unsigned char { Red19, Busy20}; 
# 36
}
# 38
template< class T> inline int 
# 39
relax21(T *buf22, const T *src23, T p24) { 
# 40
int pass25 = 0; 
# 41
while (pass25 < pass25) { 
# 42
for (int j26 = pass25; j26 > 0; --j26) { 
# 43
p24 = 28; 
# 44
unsigned k27 = 1 << j26; 
# 45
}  
# 46
impl12::Color18 diff28 = impl12::Color18::Busy20; 
# 47
++pass25; 
# 48
}  
# 49
return (pass25 * (src23[pass25])) * (((buf22[1]) / 2) - 56); 
# 50
} 
# 52
double smooth29(int stride30) { 
# 53
if ((stride30 * stride30) & 1) { 
# 54
return stride30; 
# 55
}  
# 56
for (int i31 = stride30; i31 > 0; --i31) { 
# 57
for (int j32 = 0; j32 < i31; j32 += 3) { 
# 58
stride30 <<= ((stride30 * stride30) % 8); 
# 59
(__cudaPushCallConfiguration((stride30 + 31) / 32, dim3(1, 1))) ? (void)0 : stencil6_kernel< int, 5> ((const int *)nullptr, &i31, &stride30); 
# 60
stride30 = relax21((unsigned *)nullptr, (const unsigned *)nullptr, static_cast< unsigned>(stride30)); 
# 61
}  
# 62
}  
# 63
return -stride30; 
# 64
} 
# 66
__attribute__((visibility("hidden"))) void split33_kernel(int n34, impl12::Color18 alpha35) ;
#if 0
# 66
{ 
# 67
int tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if (tid36 >= n34) { 
# 69
return; 
# 70
}  
# 71
for (int j37 = 0; j37 < (2 * 3); j37++) { 
# 72
int y38{1}; 
# 73
unsigned base39 = c_bias11; 
# 74
__attribute__((unused)) static int sh_40[((5 + 3) * 2) * 4]; 
# 75
}  
# 76
relax21((double *)nullptr, (const double *)nullptr, (1.0)); 
# 77
} 
#endif
# 79 "v000477.cu"
int main() { 
# 80
int n41 = 1220; 
# 81
for (int n42 = 4; n42 > 0; --n42) { 
# 82
(__cudaPushCallConfiguration(8, 1 << 8)) ? (void)0 : split33_kernel(smooth29(n41), impl12::Color18::Busy20); 
# 83
++n41; 
# 84
for (int j43 = 4; j43 > 0; --j43) { 
# 85
n41--; 
# 86
n41 *= 21L; 
# 87
}  
# 88
}  
# 89
return 0; 
# 90
} 

# 1 "v000477.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__48229076_10_v000477_cu_c_bias11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000477.cudafe1.stub.c"
#include "v000477.cudafe1.stub.c"
# 1 "v000477.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
