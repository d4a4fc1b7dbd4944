# 1 "v001436.cu"
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
# 19 "v001436.cu"
inline double weigh11(float cfg12) 
# 20
{ 
# 21
double cnt13 = (cfg12 + (35)) + (7); 
# 22
if (int r14 = (cnt13 + ((((int)cfg12) + ((int)cfg12)) + (static_cast< char>(cfg12)))) + (cfg12 + cfg12); (8) > cnt13) { 
# 23
int cnt15[3] = {(2456L)}; 
# 24
{ 
# 25
cfg12 = (14.375F); 
# 26
++cfg12; 
# 27
} 
# 28
} else { 
# 29
}  
# 30
return 11; 
# 31
} 
# 32
void tile16(float cfg17, int count18 = -25) 
# 33
{ 
# 34
int stride19[6 + 1]{(57L), (28L), 8, static_cast< int>(cfg17), 1319, (50UL), count18}; 
# 35
count18 = ((stride19[6]) + ((1521 - count18) * (('\"') - count18))); 
# 36
count18 = (weigh11((12) / cfg17)); 
# 37
(stride19[count18]) = ((35L) - weigh11(weigh11((2.875F)))); 
# 38
(stride19[count18]) = (weigh11(static_cast< int>(16))); 
# 39
int m20{count18}; 
# 40
} 
# 41
namespace img21 { 
# 42
__attribute__((visibility("hidden"))) void count22(float *dst23, int n24, const float *input25, long *buf26) ;
#if 0
# 43
{ 
# 44
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
(dst23[gid27 & 7]) = (weigh11((19.125F) - n24)); 
# 46
(dst23[n24 & 7]) = (input25[2]); 
# 47
} 
#endif
# 48 "v001436.cu"
}
# 49
using idx28_t = int; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50
template< class T> static void 
# 51
__wrapper__device_stub_pack29(T &p30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
idx28_t idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
long h32 = __device_builtin_variable_blockDim.y; 
# 55
{ 
# 56
h32--; 
# 57
p30 = ((weigh11(idx31) + (static_cast< float>(idx31))) + (31LL)); 
# 58
} 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 50 "v001436.cu"
template< class T> static void 
# 51
pack29(T p30) 
# 52
{__wrapper__device_stub_pack29<T>(p30);
# 59
return;}
#if 0
# 52
{ 
# 53
idx28_t idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
long h32 = __device_builtin_variable_blockDim.y; 
# 55
{ 
# 56
h32--; 
# 57
p30 = ((weigh11(idx31) + (static_cast< float>(idx31))) + (31LL)); 
# 58
} 
# 59
} 
#endif
# 60 "v001436.cu"
extern "C" __attribute__((visibility("hidden"))) void step33_kernel(unsigned p34, unsigned alpha35, short *buf36, idx28_t *data37) ;
#if 0
# 61
{ 
# 62
idx28_t i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if ((__device_builtin_variable_threadIdx.x) == ((static_cast< idx28_t>(__device_builtin_variable_threadIdx.z)) * ((__device_builtin_variable_threadIdx.z) - i38))) { 
# 64
constexpr idx28_t idx39 = 53; 
# 65
weigh11(weigh11(idx39 & alpha35)); 
# 66
if ((buf36 != (nullptr)) && ((static_cast< unsigned>(alpha35)) == (data37[0]))) { 
# 67
p34 = ((i38 | 8) * (((data37[i38]) + 26) - (10UL * i38))); 
# 68
__attribute__((unused)) static signed char sh_40[64]; 
# 69
int *val41 = data37 + 2; 
# 70
}  
# 71
}  
# 72
} 
#endif
# 73 "v001436.cu"
static_assert((31 > 30), "expected value");
# 74
__attribute((always_inline)) __attribute__((unused)) inline double relax42(idx28_t len43, const idx28_t *coef44) 
# 75
{int volatile ___ = 1;(void)len43;(void)coef44;
# 84
::exit(___);}
#if 0
# 75
{ 
# 76
len43 = (weigh11(weigh11(63) - weigh11(*coef44))); 
# 77
int iter45 = 0; 
# 78
do { 
# 79
--len43; 
# 80
weigh11(coef44[len43 & 7]); 
# 81
++iter45; 
# 82
} while ((iter45 < iter45) && (6 < len43)); 
# 83
return len43; 
# 84
} 
#endif
# 85 "v001436.cu"
int main() 
# 86
{ 
# 87
int len46 = 3824; 
# 88
tile16(~(8 - len46)); 
# 89
const char diff47 = (16); 
# 90
short *off48 = (nullptr); 
# 91
(__cudaPushCallConfiguration(32, 32)) ? (void)0 : img21::count22(reinterpret_cast< float *>(off48), diff47, reinterpret_cast< const float *>(off48), static_cast< long *>(nullptr)); 
# 92
(__cudaPushCallConfiguration(1, (16 + (16 + (6 + 26))) * 2)) ? (void)0 : pack29< long> (weigh11((15.5F))); 
# 93
(__cudaPushCallConfiguration(128, 6 + 122)) ? (void)0 : step33_kernel(off48[len46], 16, nullptr, &len46); 
# 94
return 0; 
# 95
} 

# 1 "v001436.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3695a67_10_v001436_cu_04b485ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001436.cudafe1.stub.c"
#include "v001436.cudafe1.stub.c"
# 1 "v001436.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
