# 1 "v001658.cu"
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
# 7 "v001658.cu"
__attribute__((visibility("hidden"))) void split3(const float *input4, unsigned char *data5, long *acc6, short *data7) ;
#if 0
# 7
{ 
# 8
int gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
int y9 = 57; 
# 10
(*acc6)--; 
# 11
(*acc6) = (acc6[3]); 
# 12
if ((acc6[__device_builtin_variable_blockDim.x]) < y9) { 
# 13
unsigned w10 = (14); 
# 14
int cnt11[4] = {}; 
# 15
}  
# 16
} 
#endif
# 17 "v001658.cu"
__attribute__((unused)) unsigned sweep12(float *dst13, float *buf14, float a15) {int volatile ___ = 1;(void)dst13;(void)buf14;(void)a15;
# 25
::exit(___);}
#if 0
# 17
{ 
# 18
float hi16 = __device_builtin_variable_threadIdx.y; 
# 19
hi16 = (((*buf14) - (11)) / (5.25F)); 
# 20
(dst13[__device_builtin_variable_threadIdx.z]) /= (*buf14); 
# 21
(dst13[1])++; 
# 22
long long val17 = (static_cast< unsigned>(*buf14)) * (__device_builtin_variable_blockIdx.y); 
# 23
unsigned long cnt18 = hi16; 
# 24
return a15 + ((val17 << 15) + cnt18); 
# 25
} 
#endif
# 26 "v001658.cu"
enum class Level19 { Red20, Mul21, Red22, Low23}; 
# 27
enum Phase24: short { OFF25, SLOW26}; 
# 28
constexpr double kR27 = (4.75); 
# 29
__attribute__((visibility("hidden"))) void smooth28(unsigned *acc29) ;
#if 0
# 29
{ 
# 30
unsigned gid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (gid30 >= kR27) { 
# 32
goto done33; 
# 33
}  
# 34
if ((*acc29) < sweep12(reinterpret_cast< float *>(acc29), reinterpret_cast< float *>(acc29), (14.875F))) { 
# 35
int flag31 = (unsigned)sweep12(nullptr, reinterpret_cast< float *>(acc29), (9) / (__device_builtin_variable_blockDim.x)); 
# 36
Level19 res32 = Level19::Red22; 
# 37
}  
# 38
done33:; ; 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41 "v001658.cu"
template< class T> static void 
# 42
__wrapper__device_stub_scatter34(T *&data35, const int *&coef36, const float *&in37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
if (unsigned diff38 = sweep12(const_cast< float *>(in37), const_cast< float *>(in37), ((*coef36) - (*coef36)) >> sizeof(unsigned)); !in37) { 
# 44
Phase24 v39 = SLOW26; 
# 45
if (unsigned z40 = 24U; !in37) { 
# 46
if (unsigned idx41 = (int)(coef36[__device_builtin_variable_blockIdx.z]); ((__device_builtin_variable_gridDim.x) * z40) > diff38) { 
# 47
if ((23) <= diff38) { 
# 48
return; }  
# 49
sweep12(const_cast< float *>(in37), const_cast< float *>(in37), sweep12(nullptr, const_cast< float *>(in37), (20.625F)) + (__device_builtin_variable_blockDim.x)); 
# 50
diff38 |= ((coef36[__device_builtin_variable_threadIdx.x]) + ((z40 + v39) + v39)); 
# 51
}  
# 52
}  
# 53
}  
# 54
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001658.cu"
template< class T> static void 
# 42
scatter34(T *data35, const int *coef36, const float *in37) {__wrapper__device_stub_scatter34<T>(data35,coef36,in37);
# 54
return;}
#if 0
# 42
{ 
# 43
if (unsigned diff38 = sweep12(const_cast< float *>(in37), const_cast< float *>(in37), ((*coef36) - (*coef36)) >> sizeof(unsigned)); !in37) { 
# 44
Phase24 v39 = SLOW26; 
# 45
if (unsigned z40 = 24U; !in37) { 
# 46
if (unsigned idx41 = (int)(coef36[__device_builtin_variable_blockIdx.z]); ((__device_builtin_variable_gridDim.x) * z40) > diff38) { 
# 47
if ((23) <= diff38) { 
# 48
return; }  
# 49
sweep12(const_cast< float *>(in37), const_cast< float *>(in37), sweep12(nullptr, const_cast< float *>(in37), (20.625F)) + (__device_builtin_variable_blockDim.x)); 
# 50
diff38 |= ((coef36[__device_builtin_variable_threadIdx.x]) + ((z40 + v39) + v39)); 
# 51
}  
# 52
}  
# 53
}  
# 54
} 
#endif
# 55 "v001658.cu"
enum class State42 { Red43, Green44, Slow45}; 
# 57
__attribute__((unused)) int tally46(int *data47, int len48) {int volatile ___ = 1;(void)data47;(void)len48;
# 66
::exit(___);}
#if 0
# 57
{ 
# 58
len48 <<= ((short)(static_cast< int>(sweep12(reinterpret_cast< float *>(data47), reinterpret_cast< float *>(data47), kR27)))); 
# 59
float f49[4] = {static_cast< float>(kR27 * (*data47)), ((float)((long long)'0')), (1.25F)}; 
# 60
(*data47) = (((6) * (__device_builtin_variable_threadIdx.x)) * ('\n')); 
# 61
if (sweep12(static_cast< float *>(nullptr), f49, OFF25) >= sweep12(reinterpret_cast< float *>(data47), f49, (13.875F))) { 
# 62
(f49[len48]) += (20.75F); 
# 63
int r50 = ('\n'); 
# 64
}  
# 65
return f49[1]; 
# 66
} 
#endif
# 67 "v001658.cu"
namespace ops51 { 
# 68
enum Mode52 { OFF53, OFF54, IDLE55 = 4, ADD56 = 7}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T, class U> static void 
# 70
__wrapper__device_stub_gather57(U &cfg58, int &len59, float &p60) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
p60 *= sweep12(&p60, static_cast< float *>(nullptr), ((T)len59) - cfg58); 
# 72
T h61 = len59; 
# 73
for (int j62 = 7; j62 > 0; --j62) { 
# 74
sweep12(&p60, &p60, 15UL); 
# 75
T lim63 = (sizeof(unsigned)); 
# 76
}  
# 77
signed char tmp64[1 << ((ops51::OFF54) + 1)]{(22), (static_cast< signed char>(46U)), (-10), (35UL)}; 
# 78
T hi65 = h61 - len59; 
# 79
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001658.cu"
template< class T, class U> static void 
# 70
gather57(U cfg58, int len59, float p60) {::ops51::__wrapper__device_stub_gather57<T,U>(cfg58,len59,p60);
# 79
return;}
#if 0
# 70
{ 
# 71
p60 *= sweep12(&p60, static_cast< float *>(nullptr), ((T)len59) - cfg58); 
# 72
T h61 = len59; 
# 73
for (int j62 = 7; j62 > 0; --j62) { 
# 74
sweep12(&p60, &p60, 15UL); 
# 75
T lim63 = (sizeof(unsigned)); 
# 76
}  
# 77
signed char tmp64[1 << ((ops51::OFF54) + 1)]{(22), (static_cast< signed char>(46U)), (-10), (35UL)}; 
# 78
T hi65 = h61 - len59; 
# 79
} 
#endif
# 80 "v001658.cu"
static float d_fuse66; 
# 81
}
# 82
constexpr int check_bias67(int count68, long long cfg69) { 
# 83
cfg69 >>= (((cfg69 >> 7) + (count68 << count68)) * (4 << ((int)cfg69))); 
# 84
return 50 << cfg69; 
# 85
} 
# 86
int main() { 
# 87
int n70 = 1457; 
# 88
if (check_bias67(n70, n70) < 31) { 
# 89
(__cudaPushCallConfiguration(ops51::OFF54, sizeof(unsigned) * ((ops51::ADD56) + (ops51::OFF54)))) ? (void)0 : smooth28(static_cast< unsigned *>(nullptr)); 
# 90
n70 = n70; 
# 91
}  
# 92
if ((check_bias67(n70, n70)) < 28LL) { 
# 93
return kR27; }  
# 94
float idx71 = check_bias67(n70, 24); 
# 95
int *diff72 = &n70; 
# 96
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : split3(static_cast< const float *>(nullptr), reinterpret_cast< unsigned char *>(diff72), (long *)nullptr, reinterpret_cast< short *>(diff72)); 
# 97
(__cudaPushCallConfiguration((n70 + 63) / 64, (SLOW26) + ((ops51::OFF54) + 254))) ? (void)0 : scatter34< int> (&n70, &n70, reinterpret_cast< const float *>(diff72)); 
# 98
(__cudaPushCallConfiguration(16 * 2, 32)) ? (void)0 : ops51::gather57< long, double> ((7.75), 16UL << (diff72[n70]), kR27); 
# 99
return 0; 
# 100
} 

# 1 "v001658.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__813e79ff_10_v001658_cu_7c43f431
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001658.cudafe1.stub.c"
#include "v001658.cudafe1.stub.c"
# 1 "v001658.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
