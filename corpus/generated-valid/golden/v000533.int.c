# 1 "v000533.cu"
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
# 16 "v000533.cu"
static int d_bias5[32]; 
# 18
namespace util6 { 
# 19
__attribute__((visibility("hidden"))) void update7(int stride8, int *data9, unsigned cfg10, int n11) ;
#if 0
# 20
{ 
# 21
int tid12 = __device_builtin_variable_threadIdx.x; 
# 22
auto val13 = d_bias5[__device_builtin_variable_blockDim.y]; 
# 23
double lim14 = (__device_builtin_variable_threadIdx.z) + (3759); 
# 24
lim14 -= (d_bias5[21]); 
# 25
} 
#endif
# 26 "v000533.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T> static void 
# 30
__wrapper__device_stub_lerp15(T *&buf16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
int iter18 = 0; 
# 34
do { 
# 35
(--(buf16[5])), ((d_bias5[30]) %= ((12) - (__device_builtin_variable_threadIdx.x))); 
# 36
++iter18; 
# 37
} while (iter18 < idx17); 
# 38
for (int i19 = 0; i19 < idx17; i19++) { 
# 39
(*buf16) = (3.75); 
# 40
}  
# 41
(buf16[iter18])--; 
# 42
int lim20[7]{44, idx17, 2, 1291, (27U), static_cast< int>(iter18), 6}; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000533.cu"
template< class T> static void 
# 30
lerp15(T *buf16) 
# 31
{__wrapper__device_stub_lerp15<T>(buf16);
# 43
return;}
#if 0
# 31
{ 
# 32
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
int iter18 = 0; 
# 34
do { 
# 35
(--(buf16[5])), ((d_bias5[30]) %= ((12) - (__device_builtin_variable_threadIdx.x))); 
# 36
++iter18; 
# 37
} while (iter18 < idx17); 
# 38
for (int i19 = 0; i19 < idx17; i19++) { 
# 39
(*buf16) = (3.75); 
# 40
}  
# 41
(buf16[iter18])--; 
# 42
int lim20[7]{44, idx17, 2, 1291, (27U), static_cast< int>(iter18), 6}; 
# 43
} 
#endif
# 45 "v000533.cu"
__attribute__((visibility("hidden"))) void score21(const float *in22, double p23) ;
#if 0
# 46
{ 
# 47
int gid24 = __device_builtin_variable_threadIdx.x; 
# 48
p23++; 
# 49
p23--; 
# 50
if (((in22[__device_builtin_variable_gridDim.x]) - (d_bias5[4])) >= (37)) { 
# 51
return; 
# 52
}  
# 53
int prod25[2]{22, 27}; 
# 54
} 
#endif
# 56 "v000533.cu"
__attribute((always_inline)) __attribute__((unused)) inline float step26(int count27) 
# 57
{int volatile ___ = 1;(void)count27;
# 70
::exit(___);}
#if 0
# 57
{ 
# 59
#pragma unroll 2
for (
# 59
int n28 = 0, j29 = count27; n28 < j29; (++n28), (--j29)) { 
# 60
float m30[4] = {}; 
# 61
if (j29 > n28) { 
# 62
continue; 
# 63
}  
# 64
}   
# 65
unsigned long m31[2] = {8UL, (48ULL)}; 
# 66
++(d_bias5[23]); 
# 67
(m31[1]) = (m31[0]); 
# 68
int t32 = (12) * ((static_cast< float>(count27)) * (m31[count27])); 
# 69
return 36L * ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockIdx.x)); 
# 70
} 
#endif
# 72 "v000533.cu"
int main() 
# 73
{ 
# 74
int size33 = 594; 
# 75
auto t34 = size33; 
# 76
for (int j35 = 0; j35 < 13; j35 += 1) { 
# 77
t34--; 
# 78
(__cudaPushCallConfiguration(2 * 8, 32, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : util6::update7(t34, nullptr, 3U, j35); 
# 79
}  
# 80
(__cudaPushCallConfiguration(((dim3)((t34 + 255) / 256)), sizeof(int) * (16))) ? (void)0 : lerp15((long *)nullptr); 
# 81
(__cudaPushCallConfiguration((12 + 20) * 16, 2 * (12 + 4))) ? (void)0 : score21(nullptr, size33); 
# 82
return 0; 
# 83
} 

# 1 "v000533.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f99c7244_10_v000533_cu_c327bdbd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000533.cudafe1.stub.c"
#include "v000533.cudafe1.stub.c"
# 1 "v000533.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
