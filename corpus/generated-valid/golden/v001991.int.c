# 1 "v001991.cu"
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
# 10 "v001991.cu"
constexpr int host_sweep3(int stride4) { 
# 11
double f5(stride4); 
# 12
float hi6 = (stride4 * (2 - stride4)) | (2 + stride4); 
# 13
return ((((size_t)hi6) < (63 & stride4)) ? (size_t)hi6 : (63 & stride4)) - 57UL; 
# 14
} 
# 15
__attribute__((visibility("hidden"))) void bump7(float *data8, float cfg9) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) static int sh_10[sizeof(float) * (16)]; 
# 17
(--(data8[3])), ((sh_10[21]) = (data8[3])); 
# 18
unsigned cnt11[7]{(42UL), (54), (23), (static_cast< unsigned>(45)), 873U, (62), 276U}; 
# 19
(cnt11[4]) ^= ((sh_10[57]) % (sh_10[17])); 
# 20
int m12 = cfg9; 
# 21
cfg9 = (6L); 
# 22
__attribute__((unused)) static int sh_13; 
# 23
} 
#endif
# 24 "v001991.cu"
constexpr int check_bias14(int n15) { 
# 25
(++n15), (n15 &= 40UL); 
# 26
int y16 = host_sweep3(n15 ^ n15); 
# 27
return (host_sweep3(n15) - (n15 * n15)); 
# 28
} 
# 29
__attribute__((visibility("hidden"))) void reduce17_kernel(long long *buf18) ;
#if 0
# 29
{ 
# 30
static_assert(((15 * 3) > 44));
# 31
(*buf18) ^= ((54U) * (buf18[0])); 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v001991.cu"
template< class T> static void 
# 34
__wrapper__device_stub_bump19_kernel(T *&acc20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
int iter21 = 0; 
# 36
while (iter21 < 11) { 
# 37
int w22 = iter21; 
# 38
if (iter21 - w22) { 
# 39
continue; }  
# 40
w22 += (w22 % (-(12 - w22))); 
# 41
++iter21; 
# 42
}   
# 43
(acc20[6])++; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001991.cu"
template< class T> static void 
# 34
bump19_kernel(T *acc20) {__wrapper__device_stub_bump19_kernel<T>(acc20);
# 44
return;}
#if 0
# 34
{ 
# 35
int iter21 = 0; 
# 36
while (iter21 < 11) { 
# 37
int w22 = iter21; 
# 38
if (iter21 - w22) { 
# 39
continue; }  
# 40
w22 += (w22 % (-(12 - w22))); 
# 41
++iter21; 
# 42
}   
# 43
(acc20[6])++; 
# 44
} 
#endif
# 45 "v001991.cu"
int relax23(float cfg24, int lane25 = -52) { 
# 46
(__cudaPushCallConfiguration((lane25 + 31) / 32, sizeof(float) * (8))) ? (void)0 : reduce17_kernel((long long *)nullptr); 
# 47
(__cudaPushCallConfiguration(512, 1 << 7)) ? (void)0 : bump7((float *)nullptr, (host_sweep3(cfg24)) / ((29L) - cfg24)); 
# 48
int cnt26{(5U)}; 
# 49
return (17) * cfg24; 
# 50
} 
# 51
int main() { 
# 52
int n27 = 1734; 
# 53
if ((n27 + 17UL) & (1)) { 
# 54
return (int)(n27 + n27); }  
# 55
double stride28 = (-(6.125)); 
# 56
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : bump19_kernel< float> (nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v001991.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c89069a1_10_v001991_cu_bd4149f7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001991.cudafe1.stub.c"
#include "v001991.cudafe1.stub.c"
# 1 "v001991.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
