# 1 "v002063.cu"
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
# 10 "v002063.cu"
__attribute__((visibility("hidden"))) void scatter3(int *__restrict__ out4) ;
#if 0
# 11
{ 
# 12
int i5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (constexpr int hi6 = 47; !out4) { 
# 14
auto x7 = (__device_builtin_variable_blockIdx.x) + ((double)(64 * (out4[__device_builtin_variable_threadIdx.x]))); 
# 15
double y8 = out4[i5]; 
# 16
}  
# 17
auto cnt9 = out4[i5]; 
# 18
} 
#endif
# 19 "v002063.cu"
namespace kern10 { 
# 20
constexpr int STEPS11 = ((16 * 2) * 8); 
# 21
static short d_bias12; 
# 22
}
# 23
static unsigned d_tally13; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24
template< class T> static void 
# 25
__wrapper__device_stub_sift14_kernel(T *&buf15, const short *&input16, float *&acc17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_18[]; 
# 28
unsigned gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
d_tally13 = (31 << kern10::d_bias12); 
# 30
(dyn_18[3])--; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 24 "v002063.cu"
template< class T> static void 
# 25
sift14_kernel(T *buf15, const short *input16, float *acc17) 
# 26
{__wrapper__device_stub_sift14_kernel<T>(buf15,input16,acc17);
# 31
return;}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_18[]; 
# 28
unsigned gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
d_tally13 = (31 << kern10::d_bias12); 
# 30
(dyn_18[3])--; 
# 31
} 
#endif
# 32 "v002063.cu"
char run_fold20(double *out21, int len22, int count23) 
# 33
{ 
# 34
int pass24 = 0; 
# 35
do { 
# 36
const float val25 = (unsigned)(kern10::STEPS11 / (count23 + 18)); 
# 37
if (count23 < count23) { 
# 38
continue; 
# 39
}  
# 40
++pass24; 
# 41
}  while ((pass24 < count23) && ((len22 / 6) != 56)); 
# 42
int s26{(48U)}; 
# 43
constexpr int z27 = 41; 
# 44
if ((s26 / count23) >= 38) { 
# 45
goto done28; 
# 46
}  
# 47
do { count23 += (-43); } while (0); 
# 48
len22 = kern10::STEPS11; 
# 49
done28:; ; 
# 50
return 45; 
# 51
} 
# 52
int main() 
# 53
{ 
# 54
int count29 = 3404; 
# 55
const char *u30 = ("AB"); 
# 56
run_fold20(nullptr, run_fold20(nullptr, (int)kern10::STEPS11, (int)49), run_fold20(static_cast< double *>(nullptr), run_fold20(nullptr, kern10::STEPS11, u30[1]), count29)); 
# 57
if (count29 != (run_fold20(nullptr, 6, 14L))) { 
# 58
return (25) - ((u30[0]) - 2L); 
# 59
}  
# 60
int sum31 = run_fold20(nullptr, 6, 57 + (run_fold20((double *)nullptr, u30[0], u30[0]))); 
# 61
sum31 = (34UL); 
# 62
(__cudaPushCallConfiguration(2, 32, 0, 0)) ? (void)0 : scatter3(nullptr); 
# 63
(__cudaPushCallConfiguration(1 << 1, 256)) ? (void)0 : sift14_kernel< int> (nullptr, nullptr, (float *)nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v002063.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f62e7dae_10_v002063_cu_b1326b89
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002063.cudafe1.stub.c"
#include "v002063.cudafe1.stub.c"
# 1 "v002063.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
