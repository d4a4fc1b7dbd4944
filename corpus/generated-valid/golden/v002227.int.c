# 1 "v002227.cu"
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
# 8 "v002227.cu"
const unsigned short g_relax4 = (16); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T, class U> static void 
# 10
__wrapper__device_stub_march5_kernel(const T *&input6, U *&buf7, const float *&coef8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
(buf7[__device_builtin_variable_blockIdx.x]) /= (input6[(__device_builtin_variable_gridDim.z) & (7)]); 
# 13
if (coef8 != (nullptr)) { 
# 14
return; 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic pop

# 9 "v002227.cu"
template< class T, class U> static void 
# 10
march5_kernel(const T *input6, U *buf7, const float *coef8) 
# 11
{__wrapper__device_stub_march5_kernel<T,U>(input6,buf7,coef8);
# 16
return;}
#if 0
# 11
{ 
# 12
(buf7[__device_builtin_variable_blockIdx.x]) /= (input6[(__device_builtin_variable_gridDim.z) & (7)]); 
# 13
if (coef8 != (nullptr)) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v002227.cu"
__attribute__((visibility("hidden"))) void decay9(const double *src10, float *data11, double cfg12, const unsigned *in13) ;
#if 0
# 18
{ 
# 19
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
for (int it15 = 0; it15 < gid14; it15++) { 
# 21
cfg12 = ((11.375F)); 
# 22
}  
# 23
if ((in13[__device_builtin_variable_blockDim.x]) < gid14) { 
# 24
return; 
# 25
}  
# 26
float off16 = (45); 
# 27
(data11[6])++; 
# 28
auto u17 = in13[(__device_builtin_variable_blockIdx.y) & (7)]; 
# 29
if ((4U) <= cfg12) { 
# 30
return; 
# 31
}  
# 32
} 
#endif
# 34 "v002227.cu"
template< class T> __attribute__((unused)) inline void 
# 35
sift18(T b19) 
# 36
{int volatile ___ = 1;(void)b19;
# 42
::exit(___);}
#if 0
# 36
{ 
# 37
if (((__device_builtin_variable_blockDim.x) % (2882)) != (47)) { 
# 38
b19--; 
# 39
short mid20 = (4445L); 
# 40
__attribute__((unused)) static unsigned long sh_21; 
# 41
}  
# 42
} 
#endif
# 43 "v002227.cu"
enum class Phase22: short { Slow23, Off24, Low25}; 
# 44
namespace kern26 { 
# 45
inline float run_relax27(int count28) 
# 46
{ 
# 47
count28 %= g_relax4; 
# 48
count28 = ((int)count28); 
# 49
count28 = count28; 
# 50
(__cudaPushCallConfiguration(((dim3)(2)), 16 * 16)) ? (void)0 : march5_kernel(static_cast< const long *>(nullptr), (long *)nullptr, nullptr); 
# 51
return count28 + count28; 
# 52
} 
# 53
__attribute__((visibility("hidden"))) void step29_kernel(int *dst30, double *data31, int *dst32) ;
#if 0
# 54
{ 
# 55
unsigned gid33 = __device_builtin_variable_threadIdx.x; 
# 56
float lo34[5] = {}; 
# 57
sift18((8.0F)); 
# 58
(dst32[gid33]) = ((((__device_builtin_variable_warpSize > 4) ? __device_builtin_variable_warpSize : 4) * ((__device_builtin_variable_threadIdx.x) + (3414))) * (*dst30)); 
# 59
int stride35 = (sizeof(float)); 
# 60
(dst30[7]) -= (((gid33 - 3639ULL) % (8)) % (8)); 
# 61
Phase22 u36 = Phase22::Low25; 
# 62
int tmp37 = (-64L); 
# 63
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64 "v002227.cu"
template< class T, int N = 5> static void 
# 65
__wrapper__device_stub_accum38_kernel(T *&data39, const T *&input40, T *&data41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
int gid42 = __device_builtin_variable_threadIdx.x; 
# 68
static_assert((20 > 19), "size check");
# 69
T x43(N); 
# 70
int diff44[2 * 2] = {(24ULL), 32}; 
# 71
float m45[2] = {(61), (11)}; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 64 "v002227.cu"
template< class T, int N = 5> static void 
# 65
accum38_kernel(T *data39, const T *input40, T *data41) 
# 66
{::kern26::__wrapper__device_stub_accum38_kernel<T,N>(data39,input40,data41);
# 72
return;}
#if 0
# 66
{ 
# 67
int gid42 = __device_builtin_variable_threadIdx.x; 
# 68
static_assert((20 > 19), "size check");
# 69
T x43(N); 
# 70
int diff44[2 * 2] = {(24ULL), 32}; 
# 71
float m45[2] = {(61), (11)}; 
# 72
} 
#endif
# 73 "v002227.cu"
}
# 74
int main() 
# 75
{ 
# 76
int len46 = 3889; 
# 77
(__cudaPushCallConfiguration(dim3(8 * 8, 2, 16 * 8), sizeof(unsigned) * (16))) ? (void)0 : kern26::accum38_kernel< float, 3> ((float *)nullptr, nullptr, nullptr); 
# 78
len46 ^= len46; 
# 79
if (len46 == 38) { 
# 80
return kern26::run_relax27(kern26::run_relax27(len46)); 
# 81
}  
# 82
(__cudaPushCallConfiguration(((dim3)((len46 + 255) / 256)), ((dim3)(4 * 2)))) ? (void)0 : decay9(nullptr, nullptr, kern26::run_relax27(kern26::run_relax27(len46)), nullptr); 
# 83
(__cudaPushCallConfiguration((len46 + 127) / 128, 64)) ? (void)0 : kern26::step29_kernel(&len46, nullptr, &len46); 
# 84
return 0; 
# 85
} 

# 1 "v002227.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c104ed32_10_v002227_cu_0b31f770
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002227.cudafe1.stub.c"
#include "v002227.cudafe1.stub.c"
# 1 "v002227.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
