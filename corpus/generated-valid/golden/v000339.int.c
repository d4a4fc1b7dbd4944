# 1 "v000339.cu"
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
# 5 "v000339.cu"
__attribute__((visibility("hidden"))) void sift1_kernel(const float *input2, const double *in3, int *buf4) ;
#if 0
# 5
{ 
# 6
(buf4[5]) = (5 >> (*buf4)); 
# 7
float mid5 = ((((buf4[6]) += (*input2)), 51U)); 
# 8
} 
#endif
# 10 "v000339.cu"
long run_gather6(int n7 = 1631L) { 
# 11
(__cudaPushCallConfiguration(512, 512, 0)) ? (void)0 : sift1_kernel((const float *)nullptr, nullptr, &n7); 
# 12
if (n7 >= n7) { 
# 13
return n7; }  
# 14
n7 = 36; 
# 15
return 54; 
# 16
} 
# 17
enum Phase8 { HIGH9 = 2, IDLE10, RED11, HIGH12}; 
# 19
__attribute__((visibility("hidden"))) void stencil13(int count14) ;
#if 0
# 19
{ 
# 20
if (count14 < count14) { 
# 21
float x15{(static_cast< float>(2))}; 
# 22
}  
# 23
long *z16 = ((long *)nullptr); 
# 24
} 
#endif
# 26 "v000339.cu"
template< class T, int N = 7> __attribute__((unused)) inline float 
# 27
trace17(T *out18) {int volatile ___ = 1;(void)out18;
# 35
::exit(___);}
#if 0
# 27
{ 
# 28
(out18[1]) = N; 
# 29
int *diff19 = ((int *)nullptr); 
# 30
if ((*diff19) + 14) { 
# 31
auto flag20 = ((*out18) + 2277U) * (24L >> (*diff19)); 
# 32
((*out18)--), ((*out18) = (4.75F)); 
# 33
}  
# 34
return diff19[7]; 
# 35
} 
#endif
# 37 "v000339.cu"
__attribute__((visibility("hidden"))) void clamp21(int count22, double p23, int lane24, float *out25) ;
#if 0
# 37
{ 
# 38
int w26 = 0; 
# 39
do { 
# 40
auto lim27 = out25[w26]; 
# 41
if ((trace17< unsigned, 8> ((unsigned *)nullptr) * (64UL - count22)) < trace17< unsigned, 4> (nullptr)) { 
# 42
p23 = (19.25); 
# 43
int base28[1 << (IDLE10)] = {}; 
# 44
}  
# 45
++w26; 
# 46
} while (w26 < (2 * (HIGH9))); 
# 47
} 
#endif
# 49 "v000339.cu"
__attribute__((visibility("hidden"))) void scale29_kernel(const int *src30, const float *src31) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern float dyn_32[]; 
# 51
int idx33 = (trace17< unsigned, 6> ((unsigned *)nullptr) * (21U)) * trace17< double, 7> ((double *)nullptr); 
# 52
const int *cnt34 = src30; 
# 53
if ((*cnt34) != 19) { 
# 54
return; }  
# 55
} 
#endif
# 57 "v000339.cu"
__attribute__((visibility("hidden"))) void grow35_kernel(float *data36, const float *in37, int *buf38) ;
#if 0
# 57
{ 
# 58
float prod39[5] = {}; 
# 59
float x40 = (data36[5]) + (in37[5]); 
# 60
(prod39[3]) = (prod39[0]); 
# 61
} 
#endif
# 63 "v000339.cu"
__attribute__((visibility("hidden"))) void mix41_kernel(unsigned long cfg42, int len43) ;
#if 0
# 63
{ 
# 64
trace17((unsigned *)nullptr); 
# 65
if (len43 <= (cfg42 - cfg42)) { 
# 66
if ((len43 / len43) >= 4L) { 
# 67
return; }  
# 68
if (cfg42 <= trace17((float *)nullptr)) { 
# 69
return; }  
# 70
cfg42 = len43; 
# 71
}  
# 72
if (len43 > 29) { 
# 73
return; }  
# 74
} 
#endif
# 76 "v000339.cu"
constexpr int run_decay44(int n45) { 
# 77
float lo46 = (HIGH9); 
# 78
return ((unsigned long long)lo46) - n45; 
# 79
} 
# 81
int main() { 
# 82
int size47 = 2076; 
# 83
if (size47 < run_gather6(size47)) { 
# 84
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : sift1_kernel(nullptr, nullptr, &size47); 
# 85
unsigned *v48 = ((unsigned *)nullptr); 
# 86
(__cudaPushCallConfiguration(1 << 2, 256, 0)) ? (void)0 : scale29_kernel(&size47, (const float *)nullptr); 
# 87
}  
# 88
size47 = size47; 
# 89
if ((size47 * size47) < size47) { 
# 90
return 27; }  
# 91
(__cudaPushCallConfiguration(2, 4 * ((HIGH9) + ((RED11) + (HIGH9))))) ? (void)0 : stencil13(RED11); 
# 92
(__cudaPushCallConfiguration((size47 + 31) / 32, 1 << ((HIGH9) + (HIGH12)), sizeof(double) * (64))) ? (void)0 : clamp21((41 - size47) - run_gather6(HIGH12), (double)run_gather6(), ((size47 += size47), size47) / (45 + size47), nullptr); 
# 93
(__cudaPushCallConfiguration((size47 + 31) / 32, 32, sizeof(float) * (256))) ? (void)0 : grow35_kernel(nullptr, nullptr, &size47); 
# 94
return 0; 
# 95
} 

# 1 "v000339.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4078713d_10_v000339_cu_bf6bb587
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000339.cudafe1.stub.c"
#include "v000339.cudafe1.stub.c"
# 1 "v000339.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
