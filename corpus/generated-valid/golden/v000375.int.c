# 1 "v000375.cu"
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
# 13 "v000375.cu"
struct Vec4 { 
# 14
float count5; 
# 15
long long z6; 
# 16
float flag7; 
# 17
float lo8; 
# 18
}; 
# 19
constexpr float kL9 = (3.25F); 
# 21
__attribute__((visibility("hidden"))) void weigh10(int len11) ;
#if 0
# 22
{ 
# 23
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (tid12 >= len11) { 
# 25
return; 
# 26
}  
# 27
if ((len11 - 45ULL) != len11) { 
# 28
return; 
# 29
}  
# 30
len11 += 14; 
# 31
} 
#endif
# 33 "v000375.cu"
void split13(const int *coef14) 
# 34
{ 
# 35
Vec4 sum15 = Vec4{(16.75F), (static_cast< long long>(46)), (static_cast< float>(kL9)), (0)}; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void blend16(const int *src17, const long long *__restrict__ in18, int len19, const short *__restrict__ coef20) ;
#if 0
# 39
{ 
# 40
int idx21 = __device_builtin_variable_threadIdx.x; 
# 41
if (idx21 >= len19) { 
# 42
return; 
# 43
}  
# 44
Vec4 s22{(6.0F), static_cast< long long>(*coef20), (-(13.125F)), (4955)}; 
# 45
len19 /= ((len19 += (__device_builtin_variable_threadIdx.x)), (((*src17) - 50) / (*src17))); 
# 46
int w23 = 0; 
# 47
do { 
# 48
constexpr int lo24 = (50 + 12); 
# 49
len19 /= (-61); 
# 50
++w23; 
# 51
} while (w23 < 10); 
# 52
} 
#endif
# 54 "v000375.cu"
float accum25(int *data26) 
# 55
{ 
# 56
bool cnt27 = (((data26[1]) + ('#')) || (((data26[7]) % (data26[1])) != (data26[1]))) && ((*data26) != ((static_cast< double>(data26[3])) + kL9)); 
# 57
(*data26) /= (((data26[5]) += 3843U), ((int)(((*data26) += kL9), (data26[2])))); 
# 58
float u28((1052)); 
# 59
(__cudaPushCallConfiguration(dim3(16 * 2, 256), 50 + 462, 4096, (cudaStream_t)0)) ? (void)0 : weigh10((('z') + u28) - cnt27); 
# 60
return kL9; 
# 61
} 
# 63
int main() 
# 64
{ 
# 65
int len29 = 3480; 
# 66
len29 = ((int)L'\x20'); 
# 67
(__cudaPushCallConfiguration(dim3((len29 + 127) / 128, (len29 + 63) / 64, 8), 32 * 8)) ? (void)0 : blend16(&len29, nullptr, 63, nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v000375.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff2e6845_10_v000375_cu_2f4692d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000375.cudafe1.stub.c"
#include "v000375.cudafe1.stub.c"
# 1 "v000375.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
