# 1 "v000565.cu"
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
# 5 "v000565.cu"
void filter1(int lane2, int n3) { 
# 6
if ((n3 * lane2) > lane2) { 
# 7
return; 
# 8
}  
# 9
if (n3 > 61LL) { 
# 10
return; 
# 11
}  
# 12
lane2 = n3; 
# 13
lane2 = n3; 
# 14
lane2 = n3; 
# 15
size_t f4 = (60ULL * n3) << 3; 
# 16
} 
# 19
__attribute__((visibility("hidden"))) void split5(int n6, float p7) ;
#if 0
# 19
{ 
# 20
int idx8 = __device_builtin_variable_threadIdx.x; 
# 21
--p7; 
# 22
auto y9 = n6; 
# 23
y9 = ((double)2632); 
# 24
} 
#endif
# 26 "v000565.cu"
int shade10(float p11, const int *src12, const unsigned *__restrict__ in13) { 
# 27
p11 = (static_cast< unsigned>(p11)); 
# 28
p11 = p11; 
# 29
long e14 = (*in13) << ((*in13) - (in13[6])); 
# 30
(++e14), (e14 = (51U)); 
# 31
switch (e14) { 
# 32
case 4:  { 
# 33
short y15{(static_cast< short>(-42))}; 
# 34
[[fallthrough]] ; 
# 35
} 
# 36
case 9:  
# 37
break; 
# 38
case 7:  
# 39
filter1(in13[2], in13[4]); 
# 40
break; 
# 41
default:  
# 42
break; 
# 43
}  
# 44
return ' '; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void decay16_kernel(float *__restrict__ buf17, const long *__restrict__ in18) ;
#if 0
# 47
{ 
# 48
float t19 = -(buf17[__device_builtin_variable_gridDim.z]); 
# 49
(*buf17) = (shade10(__device_builtin_variable_blockDim.x, reinterpret_cast< const int *>(in18), (const unsigned *)nullptr)); 
# 50
size_t idx20{static_cast< unsigned long>(*in18)}; 
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53 "v000565.cu"
template< class T, int N = 4> static void 
# 54
__wrapper__device_stub_tile21_kernel(T *&buf22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
int idx23 = __device_builtin_variable_threadIdx.x; 
# 56
(*buf22) = shade10((3.625F), &idx23, nullptr); 
# 57
double lo24[5] = {static_cast< double>(idx23 - (__device_builtin_variable_blockIdx.x)), ((0.75F)), (54), (18.75)}; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 53 "v000565.cu"
template< class T, int N = 4> static void 
# 54
tile21_kernel(T *buf22) {__wrapper__device_stub_tile21_kernel<T,N>(buf22);
# 58
return;}
#if 0
# 54
{ 
# 55
int idx23 = __device_builtin_variable_threadIdx.x; 
# 56
(*buf22) = shade10((3.625F), &idx23, nullptr); 
# 57
double lo24[5] = {static_cast< double>(idx23 - (__device_builtin_variable_blockIdx.x)), ((0.75F)), (54), (18.75)}; 
# 58
} 
#endif
# 60 "v000565.cu"
__attribute__((visibility("hidden"))) void count25_kernel(int lane26, const short *in27, int lane28) ;
#if 0
# 60
{ 
# 61
int idx29 = __device_builtin_variable_threadIdx.x; 
# 62
if (idx29 >= lane26) { 
# 63
return; 
# 64
}  
# 65
lane28 = (in27[__device_builtin_variable_threadIdx.x]); 
# 66
float z30 = lane26; 
# 67
z30 = ((__device_builtin_variable_threadIdx.y) << 0); 
# 68
} 
#endif
# 70 "v000565.cu"
int main() { 
# 71
int len31 = 3036; 
# 72
len31 = (29L); 
# 73
len31 = ((static_cast< unsigned>((len31 += len31), len31)) + (shade10(len31 + (1.5F), &len31, (const unsigned *)nullptr))); 
# 74
len31 = len31; 
# 75
(__cudaPushCallConfiguration(32 * 16, 512)) ? (void)0 : split5(((len31 += ('z')), len31), len31); 
# 76
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : decay16_kernel(nullptr, (const long *)nullptr); 
# 77
(__cudaPushCallConfiguration(16, 1 << 8)) ? (void)0 : tile21_kernel(static_cast< double *>(nullptr)); 
# 78
return 0; 
# 79
} 

# 1 "v000565.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1417a2e8_10_v000565_cu_2c602394
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000565.cudafe1.stub.c"
#include "v000565.cudafe1.stub.c"
# 1 "v000565.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
