# 1 "v000936.cu"
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
# 7 "v000936.cu"
__attribute__((unused)) void relax2(int lane3, int stride4) {int volatile ___ = 1;(void)lane3;(void)stride4;
# 14
::exit(___);}
#if 0
# 7
{ 
# 8
int iter5 = 0; 
# 9
while (iter5 < 16) { 
# 10
double res6 = iter5 * iter5; 
# 11
const int prod7 = ((stride4 == (__device_builtin_variable_blockDim.x)) && (!(stride4 & 1))) ? res6 * (+lane3) : (((float)(6.5F)) - (static_cast< float>(__device_builtin_variable_warpSize))); 
# 12
++iter5; 
# 13
}  
# 14
} 
#endif
# 15 "v000936.cu"
using idx8_t = int; 
# 16
using ptr9_t = int *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N> static void 
# 19
__wrapper__device_stub_fuse10_kernel(const T *&coef11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
unsigned idx12 = __device_builtin_variable_threadIdx.x; 
# 21
T sum13 = idx12; 
# 22
const idx8_t m14 = (((sum13 += (__device_builtin_variable_blockIdx.x)), (*coef11))); 
# 23
sum13 *= ((N) ^ idx12); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000936.cu"
template< class T, int N> static void 
# 19
fuse10_kernel(const T *coef11) {__wrapper__device_stub_fuse10_kernel<T,N>(coef11);
# 24
return;}
#if 0
# 19
{ 
# 20
unsigned idx12 = __device_builtin_variable_threadIdx.x; 
# 21
T sum13 = idx12; 
# 22
const idx8_t m14 = (((sum13 += (__device_builtin_variable_blockIdx.x)), (*coef11))); 
# 23
sum13 *= ((N) ^ idx12); 
# 24
} 
#endif
# 26 "v000936.cu"
struct Pixel15 { 
# 27
unsigned id16; 
# 28
double weight17; 
# 29
int val18; 
# 30
double z19; 
# 31
}; 
# 33
Pixel15 operator+(Pixel15 a, Pixel15 b) { 
# 34
Pixel15 r = a; 
# 35
(r.id16) += (b.id16); 
# 36
(r.weight17) += (b.weight17); 
# 37
(r.val18) += (b.val18); 
# 38
(r.z19) += (b.z19); 
# 39
return r; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void gather20_kernel(const unsigned *__restrict__ input21, char *__restrict__ buf22, const long *__restrict__ src23, const unsigned *__restrict__ in24) ;
#if 0
# 42
{ 
# 43
unsigned i25 = __device_builtin_variable_threadIdx.x; 
# 44
int idx26{2035}; 
# 45
int w27 = 0; 
# 46
do { 
# 47
int res28 = ((*buf22) >= (((buf22[i25 & (7)]) += 7), 14L)) ? (__device_builtin_variable_threadIdx.z) + ((idx26 += (__device_builtin_variable_threadIdx.x)), (__device_builtin_variable_blockDim.x)) : (((*buf22) - 9) & (3299U - (buf22[w27]))); 
# 48
if ((res28 & 1) && (w27 != i25) && ((__device_builtin_variable_blockIdx.y) == (*in24))) { 
# 49
Pixel15 prod29 = Pixel15{('a'), (12.0), (47U), ((22.875F))}; 
# 50
unsigned long long diff30((((res28 * 1649L) % 12L) == (sizeof(long) - w27)) ? (res28 += idx26), (src23[1]) : ((__device_builtin_variable_blockIdx.z) << ((12) % (src23[res28 & 7])))); 
# 51
}  
# 52
++w27; 
# 53
} while (w27 < w27); 
# 54
} 
#endif
# 56 "v000936.cu"
__attribute__((visibility("hidden"))) void warp31(int len32, const unsigned short *input33) ;
#if 0
# 56
{ 
# 57
idx8_t i34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
for (int it35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it35 < 6; it35 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 59
double off36 = ((20.125F)); 
# 60
if (((__device_builtin_variable_threadIdx.y) & (__device_builtin_variable_threadIdx.y)) == len32) { 
# 61
return; }  
# 62
Pixel15 off37 = {6U, (' '), (30U), (63UL)}; 
# 63
}  
# 64
} 
#endif
# 66 "v000936.cu"
int main() { 
# 67
int count38 = 876; 
# 68
(++count38), (count38 %= count38); 
# 69
if (((count38 ^ 9L) ^ (count38 % count38)) >= (9)) { 
# 70
for (int i39 = 0; i39 < 12; ++i39) { 
# 71
count38 %= (count38 * ((count38 | i39) & i39)); 
# 72
(__cudaPushCallConfiguration(((dim3)(1)), sizeof(float) * (8))) ? (void)0 : warp31(((count38 += 8LL), i39), nullptr); 
# 73
}  
# 74
}  
# 75
(__cudaPushCallConfiguration(32, dim3((count38 + 31) / 32, 2), sizeof(int) * (128), 0)) ? (void)0 : fuse10_kernel< float, 5> (nullptr); 
# 76
(__cudaPushCallConfiguration(2 * 2, sizeof(float) * (64), 32 * 8, (cudaStream_t)0)) ? (void)0 : gather20_kernel((const unsigned *)nullptr, nullptr, (const long *)nullptr, nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v000936.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b980420d_10_v000936_cu_9676e33b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000936.cudafe1.stub.c"
#include "v000936.cudafe1.stub.c"
# 1 "v000936.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
