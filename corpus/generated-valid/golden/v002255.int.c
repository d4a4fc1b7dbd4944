# 1 "v002255.cu"
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
# 6 "v002255.cu"
enum Axis2 { 
# 7
SLOW3 = 3, 
# 8
IDLE4 = 5, 
# 9
ADD5 = 9, 
# 10
BLUE6, 
# 11
MUL7
# 12
}; 
# 14
__attribute__((visibility("hidden"))) void bump8(const int *coef9, int *buf10, float q11, const char *in12) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_13[]; 
# 16
int e14(*coef9); 
# 17
unsigned m15[8]{(26), (1248UL), 4U, ((unsigned)51UL), ((unsigned)BLUE6), (33LL), (static_cast< unsigned>(20)), static_cast< unsigned>(coef9[0])}; 
# 18
} 
#endif
# 20 "v002255.cu"
__attribute__((visibility("hidden"))) void relax16_kernel(int stride17, const char *__restrict__ in18, const int *coef19, long long *dst20) ;
#if 0
# 20
{ 
# 21
signed char f21 = (SLOW3); 
# 22
f21 = (__device_builtin_variable_threadIdx.x); 
# 23
stride17 *= (in18[1]); 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v002255.cu"
template< class T, int N = 4> static void 
# 28
__wrapper__device_stub_march22(T &q23, float *__restrict__ &acc24, int &count25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
for (int i27 = 0; i27 < count25; i27 += 3) { 
# 31
if ((i27 & i27) > 51) { 
# 32
return; 
# 33
}  
# 34
q23 *= (((N) / (__device_builtin_variable_blockIdx.x)) / q23); 
# 35
}  
# 36
q23 /= (((int)15UL) - q23); 
# 37
Axis2 w28 = IDLE4; 
# 38
count25 = (N >> idx26); 
# 39
T base29 = *acc24; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 27 "v002255.cu"
template< class T, int N = 4> static void 
# 28
march22(T q23, float *__restrict__ acc24, int count25) {__wrapper__device_stub_march22<T,N>(q23,acc24,count25);
# 40
return;}
#if 0
# 28
{ 
# 29
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
for (int i27 = 0; i27 < count25; i27 += 3) { 
# 31
if ((i27 & i27) > 51) { 
# 32
return; 
# 33
}  
# 34
q23 *= (((N) / (__device_builtin_variable_blockIdx.x)) / q23); 
# 35
}  
# 36
q23 /= (((int)15UL) - q23); 
# 37
Axis2 w28 = IDLE4; 
# 38
count25 = (N >> idx26); 
# 39
T base29 = *acc24; 
# 40
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v002255.cu"
template< class T, int N = 7> static void 
# 43
__wrapper__device_stub_norm30_kernel(const T *__restrict__ &src31, const double *&in32, float &beta33, long *__restrict__ &dst34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
unsigned idx35 = __device_builtin_variable_threadIdx.x; 
# 45
(*dst34) >>= (dst34[(__device_builtin_variable_threadIdx.y) & (7)]); 
# 46
Axis2 stride36 = MUL7; 
# 47
int acc37 = N; 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 42 "v002255.cu"
template< class T, int N = 7> static void 
# 43
norm30_kernel(const T *__restrict__ src31, const double *in32, float beta33, long *__restrict__ dst34) {__wrapper__device_stub_norm30_kernel<T,N>(src31,in32,beta33,dst34);
# 48
return;}
#if 0
# 43
{ 
# 44
unsigned idx35 = __device_builtin_variable_threadIdx.x; 
# 45
(*dst34) >>= (dst34[(__device_builtin_variable_threadIdx.y) & (7)]); 
# 46
Axis2 stride36 = MUL7; 
# 47
int acc37 = N; 
# 48
} 
#endif
# 51 "v002255.cu"
unsigned run_decay38(unsigned alpha39 = 56) { 
# 52
if ((46) > alpha39) { 
# 53
return ((29) & alpha39) * ((SLOW3) * alpha39); 
# 54
}  
# 55
Axis2 base40 = BLUE6; 
# 56
int s41{7}; 
# 57
return alpha39 << s41; 
# 58
} 
# 59
enum Mode42 { BUSY43, OFF44, BUSY45 = 5}; 
# 60
enum Mode46: unsigned char { GREEN47, MUL48, LOW49}; 
# 63
unsigned norm50(int len51, float *__restrict__ dst52) { 
# 64
unsigned y53 = ((short)(~len51)) * (dst52[2]); 
# 65
unsigned char z54 = dst52[7]; 
# 66
for (int i55 = 0; i55 < 6; i55++) { 
# 67
unsigned r56 = 36 % (i55 * len51); 
# 68
}  
# 69
unsigned long long k57 = dst52[7]; 
# 70
return 62LL; 
# 71
} 
# 73
int main() { 
# 74
int len58 = 1888; 
# 75
int u59 = (len58 * (49 / len58)) / len58; 
# 76
short h60 = ((len58 + 29U) << u59) - (u59 >> (IDLE4)); 
# 77
u59 *= ('A'); 
# 78
(__cudaPushCallConfiguration((u59 + 63) / 64, 64, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : bump8((const int *)nullptr, &u59, len58 / (BUSY45), nullptr); 
# 79
(__cudaPushCallConfiguration((u59 + 127) / 128, (SLOW3) + ((BUSY45) + ((MUL7) + ((IDLE4) + ((LOW49) + 102)))), (LOW49) + ((MUL7) + 1011))) ? (void)0 : relax16_kernel((2095 / len58) + (('0') * u59), nullptr, &len58, nullptr); 
# 80
(__cudaPushCallConfiguration((len58 + 31) / 32, (BUSY45) + 507, 256, 0)) ? (void)0 : march22(len58, (float *)nullptr, h60 - 38); 
# 81
return 0; 
# 82
} 

# 1 "v002255.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d92df9a9_10_v002255_cu_4ac3814a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002255.cudafe1.stub.c"
#include "v002255.cudafe1.stub.c"
# 1 "v002255.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
