# 1 "v001430.cu"
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

# 9 "v001430.cu"
template< class T> static void 
# 10
__wrapper__device_stub_score4(T &a5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
int idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
unsigned prod7 = (static_cast< float>(21 % idx6)) + (53L); 
# 14
if (!(idx6 > 4)) { 
# 15
return; 
# 16
}  
# 17
T f8{8}; 
# 18
float res9 = (4.75F); 
# 19
if (!((56) == prod7)) { 
# 20
return; 
# 21
}  
# 22
constexpr float tmp10 = (12.75F); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 9 "v001430.cu"
template< class T> static void 
# 10
score4(T a5) 
# 11
{__wrapper__device_stub_score4<T>(a5);
# 23
return;}
#if 0
# 11
{ 
# 12
int idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
unsigned prod7 = (static_cast< float>(21 % idx6)) + (53L); 
# 14
if (!(idx6 > 4)) { 
# 15
return; 
# 16
}  
# 17
T f8{8}; 
# 18
float res9 = (4.75F); 
# 19
if (!((56) == prod7)) { 
# 20
return; 
# 21
}  
# 22
constexpr float tmp10 = (12.75F); 
# 23
} 
#endif
# 25 "v001430.cu"
__attribute__((visibility("hidden"))) void sift11_kernel(const int *input12, const float *input13, int lane14) ;
#if 0
# 26
{ 
# 27
unsigned i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (i15 >= lane14) { 
# 29
return; 
# 30
}  
# 31
unsigned char f16 = lane14; 
# 32
if ((lane14 * lane14) > (*input13)) { 
# 33
goto done20; 
# 34
}  
# 35
f16 = ((f16 += sizeof(double)), (12UL | (__device_builtin_variable_threadIdx.x))); 
# 36
for (int i17 = 0, j18 = 12; i17 < j18; (++i17), (--j18)) { 
# 37
unsigned cnt19 = (45); 
# 38
if ((input13[cnt19 & (7)]) <= i17) { 
# 39
break; 
# 40
}  
# 41
}  
# 42
done20:; ; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v001430.cu"
template< class T> static void 
# 46
__wrapper__device_stub_bump21_kernel(T *&data22, T &cfg23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if ((idx24 > idx24) || ('A' == (*data22))) { 
# 50
return; 
# 51
}  
# 52
T w25 = idx24 / (((cfg23 + 10L) < cfg23) ? cfg23 + 10L : cfg23); 
# 53
(*data22) = w25; 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001430.cu"
template< class T> static void 
# 46
bump21_kernel(T *data22, T cfg23) 
# 47
{__wrapper__device_stub_bump21_kernel<T>(data22,cfg23);
# 54
return;}
#if 0
# 47
{ 
# 48
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if ((idx24 > idx24) || ('A' == (*data22))) { 
# 50
return; 
# 51
}  
# 52
T w25 = idx24 / (((cfg23 + 10L) < cfg23) ? cfg23 + 10L : cfg23); 
# 53
(*data22) = w25; 
# 54
} 
#endif
# 55 "v001430.cu"
enum class State26 { 
# 56
Low27, 
# 57
Low28, 
# 58
Blue29 = 4, 
# 59
Add30, 
# 60
Fast31 = 10
# 61
}; 
# 63
namespace _GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c __attribute__((visibility("hidden")))  { 
# 64
void bias32(int lane33, const unsigned *__restrict__ src34, unsigned long long cfg35, int n36) ;
#if 0
# 65
{ 
# 66
cfg35 = ((((src34[__device_builtin_variable_threadIdx.x]) - cfg35) * (56)) - (61UL)); 
# 67
__attribute__((unused)) static char sh_37[256]; 
# 68
} 
#endif
# 69 "v001430.cu"
}
# 72
__attribute__((visibility("hidden"))) void gather38(int count39, int len40, float *data41, int *buf42) ;
#if 0
# 73
{ 
# 74
if (((buf42[0]) * (__device_builtin_variable_blockIdx.x)) > (__device_builtin_variable_blockDim.z)) { 
# 75
return; 
# 76
}  
# 77
State26 q43 = State26::Blue29; 
# 78
} 
#endif
# 80 "v001430.cu"
int main() 
# 81
{ 
# 82
int n44 = 3574; 
# 83
int acc45{('\177')}; 
# 84
cudaStream_t r46 = (nullptr); 
# 85
if ((n44 + n44) >= n44) { 
# 86
return sizeof(int) * n44; 
# 87
}  
# 88
constexpr bool f47 = (0); 
# 89
(__cudaPushCallConfiguration((n44 + 63) / 64, 128, sizeof(int) * (64), 0)) ? (void)0 : score4< double> (f47); 
# 90
(__cudaPushCallConfiguration(1, 128, sizeof(float) * (32), r46)) ? (void)0 : sift11_kernel(&n44, (const float *)nullptr, 58L % (acc45 & f47)); 
# 91
(__cudaPushCallConfiguration((acc45 + 31) / 32, 256, 0, r46)) ? (void)0 : bump21_kernel(static_cast< float *>(nullptr), static_cast< float>(acc45)); 
# 92
return 0; 
# 93
} 

# 1 "v001430.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__860205bb_10_v001430_cu_d2e2b16c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001430.cudafe1.stub.c"
#include "v001430.cudafe1.stub.c"
# 1 "v001430.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
