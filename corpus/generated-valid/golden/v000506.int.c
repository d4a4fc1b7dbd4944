# 1 "v000506.cu"
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
# 24 "v000506.cu"
static void step6(const int *input7, const double *input8) ;
#if 0
# 24
{ 
# 25
if ((__device_builtin_variable_blockDim.x) != (*input8)) { 
# 26
return; }  
# 27
for (int i9 = 3; i9 > 0; --i9) { 
# 28
if ((i9 > ((unsigned)i9)) || ((input8[__device_builtin_variable_warpSize]) == (input8[i9]))) { 
# 30
#pragma unroll
for (
# 30
int i10 = 0; i10 < 11; ++i10) { 
# 31
auto k11 = input7[__device_builtin_variable_gridDim.x]; 
# 32
k11 = 55; 
# 33
}  
# 34
}  
# 35
}  
# 36
} 
#endif
# 38 "v000506.cu"
namespace impl12 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, int N> static void 
# 40
__wrapper__device_stub_step13_kernel(T *&buf14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
unsigned idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(*buf14) = 55; 
# 43
if ((*buf14) <= 52) { 
# 44
if ((29) > (idx15 % idx15)) { 
# 45
return; }  
# 46
(buf14[2]) = ((buf14[3]) - N); 
# 47
}  
# 48
float e16 = (1.375F) * (((buf14[idx15]) - 59U) + sizeof(int)); 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000506.cu"
template< class T, int N> static void 
# 40
step13_kernel(T *buf14) {::impl12::__wrapper__device_stub_step13_kernel<T,N>(buf14);
# 49
return;}
#if 0
# 40
{ 
# 41
unsigned idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(*buf14) = 55; 
# 43
if ((*buf14) <= 52) { 
# 44
if ((29) > (idx15 % idx15)) { 
# 45
return; }  
# 46
(buf14[2]) = ((buf14[3]) - N); 
# 47
}  
# 48
float e16 = (1.375F) * (((buf14[idx15]) - 59U) + sizeof(int)); 
# 49
} 
#endif
# 50 "v000506.cu"
}
# 52
static char run_smooth17(double p18, unsigned *out19) { 
# 53
(__cudaPushCallConfiguration(64 * 8, 8 + 56)) ? (void)0 : impl12::step13_kernel< double, 5> (reinterpret_cast< double *>(out19)); 
# 54
double s20 = (55); 
# 55
if (((out19 != (nullptr)) ? 952 : 55) != s20) { 
# 56
goto out22; 
# 57
}  
# 58
if ((s20 < p18) || ((s20 == s20) || (out19[3]))) { 
# 59
if ((p18 * ((6) * (*out19))) != (('A') ^ (out19[5]))) { 
# 60
(__cudaPushCallConfiguration(8 * 2, 8 + (8 + (8 + 8)), sizeof(double) * (32), 0)) ? (void)0 : step6(reinterpret_cast< const int *>(out19), nullptr); }  
# 61
double val21 = (572); 
# 62
}  
# 63
(__cudaPushCallConfiguration(55 + 73, 8 + 120, 0)) ? (void)0 : step6(nullptr, &s20); 
# 64
out22:; ; 
# 65
return 53; 
# 66
} 
# 68
int main() { 
# 69
int size23 = 2409; 
# 70
int z24 = size23; 
# 71
for (int j25 = 0; j25 < 15; ++j25) { 
# 72
(__cudaPushCallConfiguration(8, 1 << 6, 1 << 10, (cudaStream_t)0)) ? (void)0 : impl12::step13_kernel< float, 5> ((float *)nullptr); 
# 73
(__cudaPushCallConfiguration((j25 + 31) / 32, 8 + 120)) ? (void)0 : impl12::step13_kernel< unsigned, 2> (nullptr); 
# 74
}  
# 75
z24 = ((' ') >> ((size23 * size23) | z24)); 
# 76
cudaStream_t idx26 = (0); 
# 77
return 0; 
# 78
} 

# 1 "v000506.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89e2f8a6_10_v000506_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000506.cudafe1.stub.c"
#include "v000506.cudafe1.stub.c"
# 1 "v000506.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
