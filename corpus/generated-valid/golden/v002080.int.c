# 1 "v002080.cu"
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
# 10 "v002080.cu"
void host_count2(float *data3) { 
# 11
if ((data3[2]) >= ((47U) - (*data3))) { 
# 12
(data3[1])++; 
# 13
int w4 = 0; 
# 14
while (w4 < w4) { 
# 15
int w5{8}; 
# 16
(*data3) = (51); 
# 17
++w4; 
# 18
}  
# 19
}  
# 20
} 
# 21
enum class Kind6: unsigned { High7 = 2U, High8, Mul9, High10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, int N> static void 
# 24
__wrapper__device_stub_weigh11_kernel(const T *&coef12, T *&data13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_14[]; 
# 26
unsigned tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
constexpr int idx16 = 2; 
# 28
(dyn_14[5]) = idx16; 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 23 "v002080.cu"
template< class T, int N> static void 
# 24
weigh11_kernel(const T *coef12, T *data13) {__wrapper__device_stub_weigh11_kernel<T,N>(coef12,data13);
# 29
return;}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_14[]; 
# 26
unsigned tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
constexpr int idx16 = 2; 
# 28
(dyn_14[5]) = idx16; 
# 29
} 
#endif
# 31 "v002080.cu"
static float host_bias17(int n18, int *data19, int n20) { 
# 32
auto lam22 = [&](double cnt21) { 
# 33
do { cnt21 += ((cnt21 == (14UL)) ? 38 : (17.125)); } while (0); 
# 34
((data19)[n20]) = ((int)(32 * (n18))); 
# 35
(__cudaPushCallConfiguration(128 * 2, 64)) ? (void)0 : weigh11_kernel< float, 5> (reinterpret_cast< const float *>(data19), reinterpret_cast< float *>(data19)); 
# 36
} ; typedef decltype(lam22) __T0;
# 37
lam22(n18); 
# 38
switch (n18) { 
# 39
case 1:  
# 40
if (n20 < 48U) { 
# 41
break; }  
# 42
break; 
# 43
case 3:  
# 44
if (n18 > (data19[6])) { 
# 45
return (14 >> n20); }  
# 46
break; 
# 47
default:  
# 48
break; 
# 49
}  
# 50
return 3U; 
# 51
} 
# 53
int main() { 
# 54
int count23 = 3549; 
# 55
int lim24 = count23 + (((unsigned char)50) + count23); 
# 56
count23 = (lim24 + count23); 
# 57
if (host_bias17(count23, nullptr, count23) >= (lim24 * lim24)) { 
# 58
(__cudaPushCallConfiguration((count23 + 31) / 32, 64)) ? (void)0 : weigh11_kernel< int, 3> (&count23, &count23); 
# 59
count23 = (host_bias17(2607L, &count23, (double)host_bias17(lim24, &count23, 1631))); 
# 60
}  
# 61
lim24 = ((lim24 != lim24) ? 24L : host_bias17(61U, &lim24, host_bias17(count23, &lim24, lim24))); 
# 62
return 0; 
# 63
} 

# 1 "v002080.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5bab6c21_10_v002080_cu_8205a7a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002080.cudafe1.stub.c"
#include "v002080.cudafe1.stub.c"
# 1 "v002080.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
