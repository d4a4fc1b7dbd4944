# 1 "v000426.cu"
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
# 11 "v000426.cu"
static void weigh6_kernel(int *data7, double *__restrict__ data8, unsigned char alpha9) ;
#if 0
# 12
{ 
# 13
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
(data8[__device_builtin_variable_threadIdx.x]) *= (__device_builtin_variable_gridDim.y); 
# 15
__attribute__((unused)) static unsigned sh_11[10][8]; 
# 16
} 
#endif
# 17 "v000426.cu"
enum class Mode12: short { Add13 = 2, Off14 = 8}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, int N = 5> static void 
# 20
__wrapper__device_stub_tally15(T &alpha16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned dyn_17[]; 
# 23
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
for (int it19 = 11; it19 > 0; --it19) { 
# 25
if (gid18 == (13)) { 
# 26
continue; 
# 27
}  
# 28
const T flag20 = it19; 
# 29
}   
# 30
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000426.cu"
template< class T, int N = 5> static void 
# 20
tally15(T alpha16) 
# 21
{__wrapper__device_stub_tally15<T,N>(alpha16);
# 30
return;}
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned dyn_17[]; 
# 23
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
for (int it19 = 11; it19 > 0; --it19) { 
# 25
if (gid18 == (13)) { 
# 26
continue; 
# 27
}  
# 28
const T flag20 = it19; 
# 29
}   
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32 "v000426.cu"
template< class T> static void 
# 33
__wrapper__device_stub_weigh21_kernel(const T *__restrict__ &src22, const int *&in23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
int gid24 = __device_builtin_variable_threadIdx.x; 
# 36
if ((((in23[gid24]) % 8) >= __device_builtin_variable_warpSize) && ((src22[1]) != 14)) { 
# 37
if ((+(gid24 * 64)) < ((__device_builtin_variable_blockDim.y) - gid24)) { }  
# 38
static_assert((44 > 43));
# 39
}  
# 40
Mode12 off25 = Mode12::Add13; 
# 41
double h26 = ((T)(*in23)) / gid24; 
# 42
h26 *= (((gid24 % 8) >> (7 - (*in23))) >> ((in23[gid24]) >> (sizeof(T) + (*in23)))); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000426.cu"
template< class T> static void 
# 33
weigh21_kernel(const T *__restrict__ src22, const int *in23) 
# 34
{__wrapper__device_stub_weigh21_kernel<T>(src22,in23);
# 43
return;}
#if 0
# 34
{ 
# 35
int gid24 = __device_builtin_variable_threadIdx.x; 
# 36
if ((((in23[gid24]) % 8) >= __device_builtin_variable_warpSize) && ((src22[1]) != 14)) { 
# 37
if ((+(gid24 * 64)) < ((__device_builtin_variable_blockDim.y) - gid24)) { }  
# 38
static_assert((44 > 43));
# 39
}  
# 40
Mode12 off25 = Mode12::Add13; 
# 41
double h26 = ((T)(*in23)) / gid24; 
# 42
h26 *= (((gid24 % 8) >> (7 - (*in23))) >> ((in23[gid24]) >> (sizeof(T) + (*in23)))); 
# 43
} 
#endif
# 45 "v000426.cu"
__attribute__((visibility("hidden"))) void count27(unsigned alpha28, double *__restrict__ dst29, const int *input30) ;
#if 0
# 46
{ 
# 47
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
char stride32((5)); 
# 49
alpha28 = (__device_builtin_variable_threadIdx.x); 
# 50
int lo33 = (4LL) - ((dst29 == (nullptr)) ? (*dst29) * alpha28 : (__alignof__(char))); 
# 51
stride32 &= lo33; 
# 52
} 
#endif
# 54 "v000426.cu"
__attribute__((visibility("hidden"))) void split34_kernel(int n35, double *__restrict__ dst36, int count37) ;
#if 0
# 55
{ 
# 56
int i38 = __device_builtin_variable_threadIdx.x; 
# 57
Mode12 s39 = Mode12::Off14; 
# 58
s39 = Mode12::Off14; 
# 59
if ((count37 - n35) <= 21) { 
# 60
if ((*dst36) == (21)) { 
# 61
int lim40 = 32; 
# 62
}  
# 63
bool hi41 = n35; 
# 64
}  
# 65
} 
#endif
# 66 "v000426.cu"
static double d_spread42; 
# 68
void norm43(const long long *src44, int stride45) 
# 69
{ 
# 70
for (int it46 = 0; it46 < stride45; it46 += 1) { 
# 71
stride45 = (((src44[stride45]) / it46) * (5)); 
# 72
}  
# 73
stride45--; 
# 74
static_assert((sizeof(int) == (4)));
# 75
stride45 <<= (stride45 - ((53) - (stride45 + (src44[4])))); 
# 76
} 
# 78
__attribute__((visibility("hidden"))) void accum47_kernel(double *__restrict__ buf48) ;
#if 0
# 79
{ 
# 80
__attribute__((unused)) extern unsigned dyn_49[]; 
# 81
unsigned idx50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
--d_spread42; 
# 83
double t51 = ((2) * (buf48[__device_builtin_variable_threadIdx.x])) + (idx50 + (43)); 
# 84
__attribute__((unused)) static double sh_52[256]; 
# 85
int f53 = __device_builtin_variable_threadIdx.z; 
# 86
} 
#endif
# 88 "v000426.cu"
static int host_tile54(int len55, int len56 = 58) 
# 89
{ 
# 90
if (len56 == (len55 % 8)) { 
# 91
auto lam60 = [diff57 = 39 * len55](float acc58, size_t k59) { 
# 92
acc58 = (k59 % (8)); 
# 93
} ; typedef decltype(lam60) __T0;
# 94
lam60(len55, 6); 
# 95
unsigned char stride61 = (len56 - len56) * ((len55 * len56) % 8); 
# 96
len56--; 
# 97
}  
# 98
return (27 + (len55 % 8)) - 58ULL; 
# 99
} 
# 101
int main() 
# 102
{ 
# 103
int size62 = 691; 
# 104
int k63 = ((27 - size62) * (43 - size62)) >> (static_cast< unsigned>(size62 << 1)); 
# 105
(__cudaPushCallConfiguration(dim3(1 << 1, 8), 256, 64 * 4)) ? (void)0 : weigh6_kernel(&size62, (double *)nullptr, 59); 
# 106
for (int it64 = 14; it64 > 0; --it64) { 
# 107
(__cudaPushCallConfiguration(dim3((k63 + 127) / 128, (k63 + 255) / 256, (it64 + 127) / 128), 128)) ? (void)0 : weigh21_kernel(&it64, &it64); 
# 108
}  
# 109
k63 %= ((short)((int)size62)); 
# 110
do { int tmp_ = size62; size62 = k63; k63 = tmp_; } while (0); 
# 111
(__cudaPushCallConfiguration(dim3(1 << 9, (size62 + 31) / 32, (k63 + 255) / 256), 5 + (5 + (5 + 17)), 0)) ? (void)0 : tally15< double, 5> (5); 
# 112
(__cudaPushCallConfiguration((k63 + 255) / 256, 5 + (5 + (5 + (5 + (5 + 39)))))) ? (void)0 : count27(5, static_cast< double *>(nullptr), (const int *)nullptr); 
# 113
(__cudaPushCallConfiguration(5 + 3, ((dim3)(1)))) ? (void)0 : split34_kernel(k63, nullptr, (k63 % 8) - 7); 
# 114
return 0; 
# 115
} 

# 1 "v000426.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__387e7863_10_v000426_cu_4d25a3e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000426.cudafe1.stub.c"
#include "v000426.cudafe1.stub.c"
# 1 "v000426.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
