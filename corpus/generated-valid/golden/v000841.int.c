# 1 "v000841.cu"
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
# 18 "v000841.cu"
const bool g_apply9 = (1); 
# 19
enum class Kind10: int { 
# 20
Fast11, 
# 21
Idle12, 
# 22
Add13 = 3, 
# 23
Add14, 
# 24
High15
# 25
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N> static void 
# 28
__wrapper__device_stub_combine16_kernel(T &alpha17, const T *&src18, const float *&in19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
++alpha17; 
# 31
alpha17 += (((6.875) / (__device_builtin_variable_blockDim.x)) + tid20); 
# 32
T *r21 = (nullptr); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000841.cu"
template< class T, int N> static void 
# 28
combine16_kernel(T alpha17, const T *src18, const float *in19) {__wrapper__device_stub_combine16_kernel<T,N>(alpha17,src18,in19);
# 33
return;}
#if 0
# 28
{ 
# 29
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
++alpha17; 
# 31
alpha17 += (((6.875) / (__device_builtin_variable_blockDim.x)) + tid20); 
# 32
T *r21 = (nullptr); 
# 33
} 
#endif
# 35 "v000841.cu"
inline float fold22(float cfg23, int lane24, const unsigned *__restrict__ coef25) { 
# 36
int sum26[7] = {}; 
# 37
if ((((sum26[lane24]) + 64) * 35L) != lane24) { 
# 38
if (coef25 != (nullptr)) { 
# 39
cfg23 /= lane24; 
# 40
} else { if (((sum26[lane24]) | (53LL * lane24)) >= (8 + (sum26[lane24]))) { 
# 41
if (sum26[2]) { 
# 42
return cfg23; 
# 43
}  
# 44
} else { 
# 45
static_assert((sizeof(int) == (4)), "tile must fit");
# 46
cfg23++; 
# 47
}  }  
# 48
}  
# 49
return static_cast< int>(((sum26[lane24]) += 56), ((sum26[0]) / 2)); 
# 50
} 
# 52
class Bounds27 { 
# 53
long y28; 
# 54
int y29; 
# 56
public: Bounds27(long init30, int init31) : y28(init30), y29(init31) { } 
# 57
void total32(unsigned short s33) { 
# 58
++(y28); 
# 59
Bounds27 f34(s33 % (y28), y28); 
# 60
} 
# 61
}; 
# 63
constexpr int drift35(int len36, int count37) { 
# 64
count37 ^= (((count37 += count37), (54U - len36)) * (39 ^ ((count37 += 30), len36))); 
# 65
len36 = ((count37 / 2) - len36); 
# 66
return len36; 
# 67
} 
# 69
int main() { 
# 70
int count38 = 2722; 
# 71
int w39 = 0; 
# 72
do { 
# 73
(__cudaPushCallConfiguration(dim3((w39 + 63) / 64, 4), 256, 15 + (15 + 4066))) ? (void)0 : combine16_kernel< float, 7> (w39 - count38, nullptr, nullptr); 
# 74
++w39; 
# 75
} while (w39 < 4); 
# 76
(__cudaPushCallConfiguration(dim3((count38 + 127) / 128, 64), 16 + 16, 0, 0)) ? (void)0 : combine16_kernel< double, 2> ((w39 ^ g_apply9) * (w39 / 2), nullptr, nullptr); 
# 77
if (count38 + 30) { 
# 78
return ((count38 += 6), ((unsigned)count38)); 
# 79
}  
# 80
return 0; 
# 81
} 

# 1 "v000841.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d2b7501_10_v000841_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000841.cudafe1.stub.c"
#include "v000841.cudafe1.stub.c"
# 1 "v000841.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
