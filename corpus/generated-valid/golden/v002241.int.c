# 1 "v002241.cu"
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
# 19 "v002241.cu"
__attribute__((visibility("hidden"))) void count5(unsigned *out6) ;
#if 0
# 19
{ 
# 20
int tid7 = __device_builtin_variable_threadIdx.x; 
# 21
(out6[2])++; 
# 22
long t8 = tid7; 
# 23
(out6[tid7 & 7])++; 
# 24
int t9[8] = {tid7, tid7}; 
# 25
unsigned lo10 = 16U & (*out6); 
# 26
float q11 = ((((__device_builtin_variable_blockIdx.x) ^ 1964L) * (out6[tid7])) + sizeof(short)) + (64U); 
# 27
} 
#endif
# 28 "v002241.cu"
template< class T, int N> 
# 29
__attribute((noinline)) __attribute__((unused)) void bias12(T *out13, int lane14) {int volatile ___ = 1;(void)out13;(void)lane14;
# 32
::exit(___);}
#if 0
# 29
{ 
# 30
T cnt15(((unsigned)((int)61)) * lane14); 
# 31
long long val16 = (N); 
# 32
} 
#endif
# 33 "v002241.cu"
__attribute__((visibility("hidden"))) void pivot17(int *dst18, int count19, int lane20, size_t *dst21) ;
#if 0
# 33
{ 
# 34
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
bool r23 = !(dst21 == (nullptr)); 
# 36
if (58UL <= r23) { 
# 37
return; 
# 38
}  
# 39
bias12< long, 3> (nullptr, r23); 
# 40
static_assert((25 == 25), "expected value");
# 41
(*dst21) = (__device_builtin_variable_threadIdx.x); 
# 42
bias12< double, 6> ((double *)nullptr, __device_builtin_variable_blockIdx.x); 
# 43
int q24 = static_cast< int>(r23); 
# 44
} 
#endif
# 45 "v002241.cu"
unsigned lerp25(double cfg26, int count27, const double *src28) { 
# 46
cfg26++; 
# 47
if ((*src28) < cfg26) { 
# 48
return (54) - ((*src28) + (src28[1])); 
# 49
}  
# 50
cfg26 = (((src28[2]) + cfg26) - ((18 * count27) % (46 + count27))); 
# 51
if (count27 != (*src28)) { 
# 52
return src28[count27]; 
# 53
}  
# 54
int w29 = 0; 
# 55
do { 
# 56
constexpr float r30 = (9.0F); 
# 57
++w29; 
# 58
} while (w29 < count27); 
# 59
cfg26 = (-('0')); 
# 60
return count27; 
# 61
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 62
template< class T, int N = 2> static void 
# 63
__wrapper__device_stub_trace31_kernel(T &alpha32, float &q33, int &n34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
unsigned tid35 = __device_builtin_variable_threadIdx.x; 
# 65
if (tid35 >= n34) { 
# 66
return; 
# 67
}  
# 68
unsigned x36 = (61); 
# 69
q33 = (__device_builtin_variable_warpSize % ((n34 <= x36) ? 33 : N)); 
# 70
int stride37 = (-42); 
# 71
if (lerp25(q33, '#', static_cast< const double *>(nullptr)) < (18)) { 
# 72
return; 
# 73
}  
# 74
alpha32 = (~(((n34 | x36) + (((__device_builtin_variable_blockDim.x) + tid35) + sizeof(double))) + tid35)); 
# 75
alpha32--; 
# 76
} 
#endif

#pragma GCC diagnostic pop

# 62 "v002241.cu"
template< class T, int N = 2> static void 
# 63
trace31_kernel(T alpha32, float q33, int n34) {__wrapper__device_stub_trace31_kernel<T,N>(alpha32,q33,n34);
# 76
return;}
#if 0
# 63
{ 
# 64
unsigned tid35 = __device_builtin_variable_threadIdx.x; 
# 65
if (tid35 >= n34) { 
# 66
return; 
# 67
}  
# 68
unsigned x36 = (61); 
# 69
q33 = (__device_builtin_variable_warpSize % ((n34 <= x36) ? 33 : N)); 
# 70
int stride37 = (-42); 
# 71
if (lerp25(q33, '#', static_cast< const double *>(nullptr)) < (18)) { 
# 72
return; 
# 73
}  
# 74
alpha32 = (~(((n34 | x36) + (((__device_builtin_variable_blockDim.x) + tid35) + sizeof(double))) + tid35)); 
# 75
alpha32--; 
# 76
} 
#endif
# 77 "v002241.cu"
int main() { 
# 78
int count38 = 2924; 
# 79
count38 = count38; 
# 80
if (((count38 + 18) + 4) != 44) { 
# 81
return 37; 
# 82
}  
# 83
(__cudaPushCallConfiguration(512, 18 + 238, 1024)) ? (void)0 : count5(nullptr); 
# 84
(__cudaPushCallConfiguration(sizeof(int) * (4), 24 + 232, 0)) ? (void)0 : pivot17(&count38, count38, lerp25(count38, count38, nullptr), static_cast< unsigned long *>(nullptr)); 
# 85
(__cudaPushCallConfiguration(dim3(16, (count38 + 63) / 64), ((dim3)(18 + 238)), 0)) ? (void)0 : trace31_kernel< float, 8> (lerp25(24, '0', nullptr) & (count38 % 16), 60, ((count38 >= 24) ? count38 : count38) - (count38 - 8)); 
# 86
return 0; 
# 87
} 

# 1 "v002241.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b2f474e_10_v002241_cu_fc8a3c7f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002241.cudafe1.stub.c"
#include "v002241.cudafe1.stub.c"
# 1 "v002241.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
