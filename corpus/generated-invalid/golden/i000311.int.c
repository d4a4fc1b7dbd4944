# 1 "i000311.cu"
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
# 16 "i000311.cu"
enum Kind7 { HIGH8, FAST9 = 2, FAST10 = 7}; 
# 19
__attribute__((visibility("hidden"))) void gather11_kernel(float *buf12, int n13, int *dst14, int stride15) ;
#if 0
# 19
{ 
# 20
auto m16 = dst14[5]; 
# 21
stride15 = (924U); 
# 22
++stride15; 
# 23
} 
#endif
# 25 "i000311.cu"
__attribute__((visibility("hidden"))) void gather17(const int *input18, unsigned q19, const unsigned *input20, unsigned long *acc21) ;
#if 0
# 25
{ 
# 26
Kind7 acc22 = HIGH8; 
# 27
if (acc22 >= 14) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 33 "i000311.cu"
constexpr int run_lerp23(int n24, int count25) { 
# 34
return (((unsigned)25) % (n24 - 30U)) / (59); 
# 35
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T> static void 
# 38
__wrapper__device_stub_merge26_kernel(T *&buf27, int &count28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
count28 = count28; 
# 40
int tmp29 = ((buf27[count28 & 7]) + 4) * 58ULL; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 37 "i000311.cu"
template< class T> static void 
# 38
merge26_kernel(T *buf27, int count28) {__wrapper__device_stub_merge26_kernel<T>(buf27,count28);
# 41
return;}
#if 0
# 38
{ 
# 39
count28 = count28; 
# 40
int tmp29 = ((buf27[count28 & 7]) + 4) * 58ULL; 
# 41
} 
#endif
# 42 "i000311.cu"
enum Op30 { BLUE31, IDLE32 = 3}; 
# 44
long host_split33(float alpha34) { 
# 45
alpha34--; 
# 46
alpha34 = (+alpha34); 
# 47
return 51; 
# 48
} 
# 49
__attribute__((visibility("hidden"))) void rvalue_kernel40(int &&x) ;
#if 0
# 50
{ 
# 51
} 
#endif
# 53 "i000311.cu"
int main() { 
# 54
int n35 = 1192; 
# 55
auto fn38 = [](auto k36, auto lim37) { 
# 56
k36 = k36; 
# 57
return k36 * 2; 
# 58
} ; typedef decltype(fn38) __T0;
# 59
if (run_lerp23(n35, sizeof(double)) > n35) { 
# 60
return 23L + host_split33((8.75F)); 
# 61
}  
# 62
n35 = n35; 
# 63
n35++; 
# 64
const double sum39 = (((n35 += (BLUE31)), n35)); 
# 65
(__cudaPushCallConfiguration(32, 32 + 480, 0)) ? (void)0 : gather11_kernel(nullptr, 35UL, nullptr, sum39); 
# 66
(__cudaPushCallConfiguration((n35 + 127) / 128, 512)) ? (void)0 : gather17(nullptr, n35 - sum39, (const unsigned *)nullptr, nullptr); 
# 67
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : merge26_kernel((unsigned *)nullptr, (n35 - n35) % (n35 | 1663UL)); 
# 68
return 0; 
# 69
} 

# 1 "i000311.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29a9d0d7_10_i000311_cu_a1357809
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000311.cudafe1.stub.c"
#include "i000311.cudafe1.stub.c"
# 1 "i000311.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
