# 1 "v000008.cu"
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
# 21 "v000008.cu"
__attribute((always_inline)) __attribute__((unused)) static inline float split6(short *dst7, int n8) {int volatile ___ = 1;(void)dst7;(void)n8;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
int *f9 = (nullptr); 
# 23
__attribute__((unused)) static double sh_10[256]; 
# 24
return 35L % (-((dst7[n8]) * 1552)); 
# 25
} 
#endif
# 27 "v000008.cu"
constexpr int check_merge11(int len12, bool q13) { 
# 28
double lim14 = (len12 & 62U) ^ len12; 
# 29
return 794; 
# 30
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, int N> static void 
# 33
__wrapper__device_stub_pack15(const T *&input16, unsigned &beta17, float *&buf18, T &alpha19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) static char sh_20[3][2 + (2 + 1)]; 
# 35
T f21 = split6(reinterpret_cast< short *>(buf18), split6(reinterpret_cast< short *>(buf18), split6(nullptr, 25))); 
# 36
switch (beta17) { 
# 37
case 2:  { 
# 38
const double *tmp22 = reinterpret_cast< const double *>(buf18); 
# 39
split6(reinterpret_cast< short *>(buf18), beta17 - 59L); 
# 40
break; 
# 41
} 
# 42
case 0:  
# 43
if (f21 == (*buf18)) { 
# 44
return; 
# 45
}  
# 46
break; 
# 47
case 10:  
# 48
break; 
# 49
}  
# 50
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000008.cu"
template< class T, int N> static void 
# 33
pack15(const T *input16, unsigned beta17, float *buf18, T alpha19) {__wrapper__device_stub_pack15<T,N>(input16,beta17,buf18,alpha19);
# 50
return;}
#if 0
# 33
{ 
# 34
__attribute__((unused)) static char sh_20[3][2 + (2 + 1)]; 
# 35
T f21 = split6(reinterpret_cast< short *>(buf18), split6(reinterpret_cast< short *>(buf18), split6(nullptr, 25))); 
# 36
switch (beta17) { 
# 37
case 2:  { 
# 38
const double *tmp22 = reinterpret_cast< const double *>(buf18); 
# 39
split6(reinterpret_cast< short *>(buf18), beta17 - 59L); 
# 40
break; 
# 41
} 
# 42
case 0:  
# 43
if (f21 == (*buf18)) { 
# 44
return; 
# 45
}  
# 46
break; 
# 47
case 10:  
# 48
break; 
# 49
}  
# 50
} 
#endif
# 52 "v000008.cu"
int main() { 
# 53
int n23 = 2953; 
# 54
signed char s24{(127)}; 
# 55
unsigned char x25 = n23; 
# 56
dim3 prod26 = ((dim3)(16)); 
# 57
for (int i27 = 0; i27 < 5; ++i27) { 
# 58
if ((~s24) < x25) { 
# 59
return i27; 
# 60
}  
# 61
(__cudaPushCallConfiguration((i27 + 127) / 128, 256)) ? (void)0 : pack15< long, 5> (nullptr, 31 / (s24 * 31), nullptr, n23); 
# 62
}  
# 63
return 0; 
# 64
} 

# 1 "v000008.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39f01e26_10_v000008_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000008.cudafe1.stub.c"
#include "v000008.cudafe1.stub.c"
# 1 "v000008.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
