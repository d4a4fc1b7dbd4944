# 1 "v000257.cu"
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
# 14 "v000257.cu"
__attribute__((visibility("hidden"))) void scatter5_kernel(float *__restrict__ acc6, const float *__restrict__ coef7) ;
#if 0
# 14
{ 
# 15
unsigned gid8 = __device_builtin_variable_threadIdx.x; 
# 16
(*acc6) = (28); 
# 17
bool x9 = (28) + gid8; 
# 18
if ((((2) * (acc6[1])) + (28)) < (24)) { 
# 19
return; }  
# 20
} 
#endif
# 23 "v000257.cu"
struct Vec10 { 
# 24
double sum11; 
# 25
float vel12; 
# 26
}; 
# 27
static int d_drift13; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, class U> static void 
# 30
__wrapper__device_stub_weigh14_kernel(T *__restrict__ &out15, float &b16, const double *__restrict__ &in17, T &alpha18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
b16 = b16; 
# 33
if (b16 >= (sizeof(T))) { 
# 34
return; }  
# 35
d_drift13 = ((int)(out15[d_drift13])); 
# 36
__attribute__((unused)) static Vec10 sh_20[32]; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000257.cu"
template< class T, class U> static void 
# 30
weigh14_kernel(T *__restrict__ out15, float b16, const double *__restrict__ in17, T alpha18) {__wrapper__device_stub_weigh14_kernel<T,U>(out15,b16,in17,alpha18);
# 37
return;}
#if 0
# 30
{ 
# 31
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
b16 = b16; 
# 33
if (b16 >= (sizeof(T))) { 
# 34
return; }  
# 35
d_drift13 = ((int)(out15[d_drift13])); 
# 36
__attribute__((unused)) static Vec10 sh_20[32]; 
# 37
} 
#endif
# 38 "v000257.cu"
typedef int *ptr21_t; 
# 40
void host_accum22(int len23, const Vec10 &b24, double alpha25) { 
# 41
double q26 = ((5.375F)); 
# 42
if (unsigned long long lim27 = +((int)(len23 * q26)); (((2) * lim27) + ((60) - q26)) >= q26) { 
# 43
auto op31 = [](int y28, short q29)->signed char { 
# 44
const char *v30 = ("ok"); 
# 45
return ((2 * q29) + y28); 
# 46
} ; typedef decltype(op31) __T0;
# 47
op31(b24.vel12, 28); 
# 48
}  
# 49
Vec10 tmp32{static_cast< double>(len23 + (b24.sum11)), (9.0F)}; 
# 50
long v33 = (10); 
# 51
unsigned stride34 = ('\''); 
# 52
int flag35 = ('#'); 
# 53
} 
# 60
__attribute__((visibility("hidden"))) void map_clamp37(int *data, int n) ;
#if 0
# 60
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 62 "v000257.cu"
__attribute__((visibility("hidden"))) void fold38_kernel(int count39, long alpha40, const int *__restrict__ in41) ;
#if 0
# 62
{ 
# 63
if (float cnt42 = *in41; (__device_builtin_variable_threadIdx.y) >= ((float)(in41[5]))) { 
# 64
alpha40 = (-45); }  
# 65
count39 = ((in41[alpha40]) + (count39 - 32)); 
# 66
} 
#endif
# 67 "v000257.cu"
static unsigned d_apply43[8]; 
# 69
struct alignas(16) Cell44 { 
# 70
float flag45; 
# 71
int hi46; 
# 72
}; 
# 74
inline Cell44 operator+(Cell44 a, Cell44 b) { 
# 75
Cell44 r = a; 
# 76
(r.flag45) += (b.flag45); 
# 77
(r.hi46) += (b.hi46); 
# 78
return r; 
# 79
} 
# 81
long host_tally47(char *buf48, long *out49) { 
# 82
(out49[5]) = ((out49[2]) + (4019 / (buf48[0]))); 
# 83
(out49[7]) = (('#') / (buf48[2])); 
# 84
float h50 = (*buf48) + (buf48[3]); 
# 85
float val51 = (h50 * ((int)39U)) - (((2) * ((out49[7]) + (buf48[6]))) + ((10) + h50)); 
# 86
return ((38 - (buf48[1])) - (45 * (buf48[5]))) + ((4UL) * ((out49[4]) + 14LL)); 
# 87
} 
# 89
int main() { 
# 90
int size52 = 2616; 
# 91
(__cudaPushCallConfiguration((size52 + 127) / 128, 4 * 16)) ? (void)0 : fold38_kernel(43, 28, nullptr); 
# 92
int lo53 = 47; 
# 93
(__cudaPushCallConfiguration(28 + 4, 28 + 484, sizeof(int) * (128))) ? (void)0 : scatter5_kernel(nullptr, nullptr); 
# 94
(__cudaPushCallConfiguration(28 + (28 + 200), 512)) ? (void)0 : weigh14_kernel< long, double> ((long *)nullptr, (2 * (lo53 - lo53)) + (1 - size52), nullptr, 2429U); 
# 95
(__cudaPushCallConfiguration(16 * 2, 32)) ? (void)0 : map_clamp37(&size52, lo53); 
# 96
return 0; 
# 97
} 

# 1 "v000257.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4bb200b_10_v000257_cu_01700242
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000257.cudafe1.stub.c"
#include "v000257.cudafe1.stub.c"
# 1 "v000257.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
