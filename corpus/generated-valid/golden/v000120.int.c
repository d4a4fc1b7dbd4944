# 1 "v000120.cu"
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
# 9 "v000120.cu"
__attribute__((visibility("hidden"))) void grow4(const float *__restrict__ coef5, int len6, int len7) ;
#if 0
# 10
{ 
# 11
int tid8 = __device_builtin_variable_threadIdx.x; 
# 12
const float *u9 = ((const float *)nullptr); 
# 13
if ((~tid8) <= (__device_builtin_variable_gridDim.y)) { 
# 14
return; 
# 15
}  
# 16
len6 += (coef5[len7]); 
# 17
long x10(coef5[__device_builtin_variable_blockDim.x]); 
# 18
} 
#endif
# 19 "v000120.cu"
enum class Axis11: long { 
# 20
Blue12, 
# 21
Low13 = 5L, 
# 22
Slow14, 
# 23
Fast15, 
# 24
Low16
# 25
}; 
# 27
namespace kern17 { 
# 28
enum class Kind18: unsigned char { Add19, Busy20}; 
# 29
enum Axis21: unsigned char { 
# 30
MUL22, 
# 31
BLUE23, 
# 32
SLOW24, 
# 33
MUL25, 
# 34
HIGH26
# 35
}; 
# 36
}
# 38
__attribute__((visibility("hidden"))) void norm27(int n28, int *dst29, int *out30) ;
#if 0
# 39
{ 
# 40
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (i31 >= n28) { 
# 42
return; 
# 43
}  
# 44
++(dst29[i31]); 
# 45
if ((((out30[2]) + i31) - (-(-14))) > (-(-21))) { 
# 46
--n28; 
# 47
}  
# 48
n28--; 
# 49
if ((__device_builtin_variable_blockIdx.y) != (*dst29)) { 
# 50
return; 
# 51
}  
# 52
n28 *= ((*dst29) / ((kern17::SLOW24) + i31)); 
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v000120.cu"
template< class T, int N = 3> static void 
# 56
__wrapper__device_stub_lerp32(T *&acc33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
kern17::Kind18 mid34 = kern17::Kind18::Add19; 
# 59
--(acc33[0]); 
# 60
T q35 = (-((float)(*acc33))) - (kern17::MUL22); 
# 61
int f36 = (+(*acc33)); 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000120.cu"
template< class T, int N = 3> static void 
# 56
lerp32(T *acc33) 
# 57
{__wrapper__device_stub_lerp32<T,N>(acc33);
# 62
return;}
#if 0
# 57
{ 
# 58
kern17::Kind18 mid34 = kern17::Kind18::Add19; 
# 59
--(acc33[0]); 
# 60
T q35 = (-((float)(*acc33))) - (kern17::MUL22); 
# 61
int f36 = (+(*acc33)); 
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64 "v000120.cu"
template< class T, int N> static void 
# 65
__wrapper__device_stub_rank37(T *&dst38, T &a39, int &stride40, int *&buf41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
int idx42 = __device_builtin_variable_threadIdx.x; 
# 68
const T q43 = (sizeof(unsigned)); 
# 69
a39 -= (10.125); 
# 70
kern17::Axis21 tmp44 = kern17::SLOW24; 
# 71
if (((long)(__device_builtin_variable_blockDim.x)) & (1)) { 
# 72
return; 
# 73
}  
# 74
(*buf41)++; 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000120.cu"
template< class T, int N> static void 
# 65
rank37(T *dst38, T a39, int stride40, int *buf41) 
# 66
{__wrapper__device_stub_rank37<T,N>(dst38,a39,stride40,buf41);
# 75
return;}
#if 0
# 66
{ 
# 67
int idx42 = __device_builtin_variable_threadIdx.x; 
# 68
const T q43 = (sizeof(unsigned)); 
# 69
a39 -= (10.125); 
# 70
kern17::Axis21 tmp44 = kern17::SLOW24; 
# 71
if (((long)(__device_builtin_variable_blockDim.x)) & (1)) { 
# 72
return; 
# 73
}  
# 74
(*buf41)++; 
# 75
} 
#endif
# 77 "v000120.cu"
int main() 
# 78
{ 
# 79
int n45 = 1963; 
# 80
(__cudaPushCallConfiguration(2, 128, 0)) ? (void)0 : grow4(nullptr, 8 + (n45 + n45), sizeof(int)); 
# 81
const int k46 = n45; 
# 82
(__cudaPushCallConfiguration((n45 + 255) / 256, (kern17::SLOW24) + ((kern17::MUL25) + ((kern17::HIGH26) + ((kern17::MUL25) + 500))), 4096)) ? (void)0 : norm27(n45, &n45, (int *)nullptr); 
# 83
(__cudaPushCallConfiguration(128, 256)) ? (void)0 : lerp32< double, 3> ((double *)nullptr); 
# 84
(__cudaPushCallConfiguration((kern17::SLOW24) * ((kern17::MUL25) + 1), (kern17::BLUE23) + ((kern17::MUL25) + ((kern17::HIGH26) + 504)))) ? (void)0 : rank37< int, 2> (&n45, 52U - n45, k46, &n45); 
# 85
return 0; 
# 86
} 

# 1 "v000120.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4dd8b60c_10_v000120_cu_4473b2d1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000120.cudafe1.stub.c"
#include "v000120.cudafe1.stub.c"
# 1 "v000120.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
