# 1 "v002298.cu"
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
# 7 "v002298.cu"
__attribute__((visibility("hidden"))) void trace2_kernel(const float *in3, const unsigned *in4, unsigned a5) ;
#if 0
# 7
{ 
# 8
a5 = (*in4); 
# 9
a5 = ((~((5) - a5)) << (a5 - (in4[a5 & (7)]))); 
# 10
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v002298.cu"
template< class T, int N = 4> static void 
# 12
__wrapper__device_stub_kick6_kernel(T *&buf7, T *&buf8, const T *&in9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
(buf8[5]) += N; 
# 14
T base10 = (N); 
# 15
(buf8[1]) = (10 - (buf7[7])); 
# 16
(buf7[3]) = ((N - ((*in9) + (*buf8))) + (4.125)); 
# 17
if ((*buf7) >= (buf8[7])) { 
# 18
return; 
# 19
}  
# 20
T w11 = (N); 
# 21
if ((buf8[6]) != N) { 
# 22
goto done12; 
# 23
}  
# 24
base10 = (w11 - 22L); 
# 25
done12:; ; 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 11 "v002298.cu"
template< class T, int N = 4> static void 
# 12
kick6_kernel(T *buf7, T *buf8, const T *in9) {__wrapper__device_stub_kick6_kernel<T,N>(buf7,buf8,in9);
# 26
return;}
#if 0
# 12
{ 
# 13
(buf8[5]) += N; 
# 14
T base10 = (N); 
# 15
(buf8[1]) = (10 - (buf7[7])); 
# 16
(buf7[3]) = ((N - ((*in9) + (*buf8))) + (4.125)); 
# 17
if ((*buf7) >= (buf8[7])) { 
# 18
return; 
# 19
}  
# 20
T w11 = (N); 
# 21
if ((buf8[6]) != N) { 
# 22
goto done12; 
# 23
}  
# 24
base10 = (w11 - 22L); 
# 25
done12:; ; 
# 26
} 
#endif
# 27 "v002298.cu"
__attribute__((unused)) unsigned sweep13(const double *input14) {int volatile ___ = 1;(void)input14;
# 30
::exit(___);}
#if 0
# 27
{ 
# 28
float v15 = input14[7]; 
# 29
return v15; 
# 30
} 
#endif
# 31 "v002298.cu"
int run_trace16(int n17) { 
# 32
n17 = ((n17 + n17) >> 3); 
# 33
(__cudaPushCallConfiguration(dim3(128, 16), 256, 256, nullptr)) ? (void)0 : kick6_kernel< double, 5> ((double *)nullptr, nullptr, (const double *)nullptr); 
# 34
return 3U; 
# 35
} 
# 36
static int run_count18(int lane19, int *acc20, int len21) { 
# 37
lane19 = (acc20[6]); 
# 38
len21--; 
# 39
const char *k22 = ("kernel\n"); 
# 40
return ((len21 << len21) - 6) << (acc20[len21]); 
# 41
} 
# 42
__attribute__((unused)) int mix23(bool alpha24, int len25, int n26) {int volatile ___ = 1;(void)alpha24;(void)len25;(void)n26;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
char w27[3]{(29), (59), (44)}; 
# 44
alpha24 = ((!(((float)len25) > alpha24)) || (!alpha24)); 
# 45
if (constexpr float tmp28 = (17.375F); !alpha24) { 
# 46
double h29 = (tmp28); 
# 47
float prod30 = len25 << (alpha24 % n26); 
# 48
} else { if ((n26 | 23) <= (23 << (w27[n26]))) { 
# 49
} else { 
# 50
}  }  
# 51
return 50; 
# 52
} 
#endif
# 53 "v002298.cu"
int main() { 
# 54
int len31 = 3850; 
# 55
dim3 lim32 = dim3(1 << 5, sizeof(float) * (32)); 
# 56
len31 = 3826; 
# 57
(__cudaPushCallConfiguration((len31 + 31) / 32, 512, 0, 0)) ? (void)0 : kick6_kernel< float, 4> (nullptr, (float *)nullptr, nullptr); 
# 58
(__cudaPushCallConfiguration(64, lim32, 0)) ? (void)0 : trace2_kernel((const float *)nullptr, nullptr, 7 & (-len31)); 
# 59
(__cudaPushCallConfiguration((len31 + 127) / 128, lim32)) ? (void)0 : kick6_kernel< float, 4> (nullptr, (float *)nullptr, (const float *)nullptr); 
# 60
bool stride33 = (-(len31 | len31)) >= (len31 * sizeof(int)); 
# 61
return 0; 
# 62
} 

# 1 "v002298.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eeb7cc75_10_v002298_cu_e6073f76
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002298.cudafe1.stub.c"
#include "v002298.cudafe1.stub.c"
# 1 "v002298.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
