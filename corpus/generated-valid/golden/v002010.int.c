# 1 "v002010.cu"
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
# 20 "v002010.cu"
struct __attribute((aligned(8))) Tile7 { 
# 21
float mass8; 
# 22
int val9; 
# 23
int w10; 
# 24
unsigned hi11; 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void update12(int n13, long *__restrict__ data14) ;
#if 0
# 28
{ 
# 29
n13 &= (~n13); 
# 30
do { (*data14) += ((11) + (data14[2])); } while (0); 
# 31
if (data14 != (nullptr)) { 
# 32
return; }  
# 33
++n13; 
# 34
n13--; 
# 35
auto val15 = (-(16.875F)); 
# 36
} 
#endif
# 38 "v002010.cu"
extern "C" {
# 39
__attribute((always_inline)) __attribute__((unused)) inline void clamp22(int len23) 
# 40
{int volatile ___ = 1;(void)len23;
# 48
::exit(___);}
#if 0
# 40
{ 
# 41
if ((len23 + 7U) & (1)) { 
# 42
return; }  
# 43
len23 = (-50); 
# 44
const float k24 = len23; 
# 45
len23++; 
# 46
const char *f25 = (nullptr); 
# 47
len23 += ((float)(((f25[5]) & 15) - 7)); 
# 48
} 
#endif
# 50 "v002010.cu"
__attribute__((visibility("hidden"))) void step16(int lane17) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern unsigned dyn_18[]; 
# 53
Tile7 stride19 = Tile7{}; 
# 54
int res20 = 11; 
# 55
(++(dyn_18[7])), (res20 ^= ((4 + res20) + 1)); 
# 56
int z21 = lane17; 
# 57
(dyn_18[0]) = ((__device_builtin_variable_threadIdx.x) | res20); 
# 58
} 
#endif
# 59 "v002010.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, class U> static void 
# 62
__wrapper__device_stub_scatter26(T &beta27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
beta27 = 11; 
# 66
if ((beta27 < beta27) || (beta27 != tid28)) { 
# 67
return; }  
# 68
beta27 = beta27; 
# 69
int idx29 = ((__device_builtin_variable_blockIdx.z) - tid28) + tid28; 
# 70
idx29 = ((idx29 += __device_builtin_variable_warpSize), beta27); 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 61 "v002010.cu"
template< class T, class U> static void 
# 62
scatter26(T beta27) 
# 63
{__wrapper__device_stub_scatter26<T,U>(beta27);
# 71
return;}
#if 0
# 63
{ 
# 64
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
beta27 = 11; 
# 66
if ((beta27 < beta27) || (beta27 != tid28)) { 
# 67
return; }  
# 68
beta27 = beta27; 
# 69
int idx29 = ((__device_builtin_variable_blockIdx.z) - tid28) + tid28; 
# 70
idx29 = ((idx29 += __device_builtin_variable_warpSize), beta27); 
# 71
} 
#endif
# 73 "v002010.cu"
inline void scale30(bool beta31) 
# 74
{ 
# 75
auto fn35 = [=](auto u32) { 
# 76
for (int i33 = 0, j34 = 10; i33 < j34; (++i33), (--j34)) { 
# 77
(__cudaPushCallConfiguration((i33 + 31) / 32, (11 + 5) * 8)) ? (void)0 : step16(11 * j34); 
# 78
(__cudaPushCallConfiguration((i33 + 255) / 256, 11 + 117)) ? (void)0 : scatter26< double, int> (-(10.625F)); 
# 79
}  
# 80
return u32 * 2; 
# 81
} ; typedef decltype(fn35) __T0;
# 82
(__cudaPushCallConfiguration(8, 256)) ? (void)0 : update12(-(11 * beta31), (long *)nullptr); 
# 83
int e36(beta31); 
# 84
if (beta31 == 56) { 
# 85
return; }  
# 86
e36 = ((fn35(static_cast< int>(beta31)) * ((int)e36)) + (((e36 += beta31), e36) << 11)); 
# 87
++e36; 
# 88
int z37 = (36L); 
# 89
} 
# 91
int main() 
# 92
{ 
# 93
int count38 = 1292; 
# 94
if ((count38 > 11) || (count38 != count38)) { 
# 95
return 11; }  
# 96
scale30(((count38 & 15) % 24) >= (58 + count38)); 
# 97
(__cudaPushCallConfiguration(2, 1 << 6)) ? (void)0 : scatter26< float, int> ((count38 & 15) & 15); 
# 98
if (count38 <= count38) { 
# 99
return 47; }  
# 100
count38 = ((count38 & 15) ^ (9 + count38)); 
# 101
return 0; 
# 102
} 

# 1 "v002010.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56bb0e50_10_v002010_cu_dae257e0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002010.cudafe1.stub.c"
#include "v002010.cudafe1.stub.c"
# 1 "v002010.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
