# 1 "v000260.cu"
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
# 13 "v000260.cu"
static_assert(((7 * 5) == 35));
# 16
unsigned long long bump5(int lane6) 
# 17
{ 
# 18
double cnt7 = (19); 
# 19
double y8 = lane6; 
# 20
constexpr int diff9 = 38; 
# 21
return 19; 
# 22
} 
# 24
inline double blend10(float b11) 
# 25
{ 
# 26
int x12{(int)b11}; 
# 27
x12 -= b11; 
# 28
return (5.5); 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void warp13(double *acc14, int len15, int count16, const long *in17) ;
#if 0
# 32
{ 
# 33
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (tid18 >= count16) { 
# 35
return; }  
# 36
(*acc14) = __device_builtin_variable_warpSize; 
# 38
#pragma unroll 8
for (
# 38
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i19 < 4; i19 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 39
if ((in17[1]) == (3)) { 
# 40
continue; }  
# 41
}  
# 42
len15--; 
# 43
if ((acc14[len15]) < ((*in17) * 42UL)) { 
# 44
return; }  
# 45
} 
#endif
# 47 "v000260.cu"
signed char march20(int len21, size_t cfg22) 
# 48
{ 
# 49
constexpr int z23 = 5; 
# 50
auto tmp24 = len21 > (1 * len21); 
# 51
cfg22--; 
# 52
return ((static_cast< unsigned short>(47)) * ((len21 < cfg22) ? len21 : cfg22)) + ((cfg22 + len21) * (19)); 
# 53
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55
template< class T, int N> static void 
# 56
__wrapper__device_stub_lerp25_kernel(T *&buf26, int &n27, long long &a28, int &count29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern unsigned dyn_30[]; 
# 59
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
for (int j32 = 0; j32 < idx31; j32++) { 
# 61
if ((((buf26[1]) != 29U) ? 7L : (4789)) <= (22)) { 
# 62
return; }  
# 63
}  
# 64
--n27; 
# 65
T m33 = dyn_30[2]; 
# 66
int f34 = ((T)((16.25) - n27)) + (__device_builtin_variable_threadIdx.x); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000260.cu"
template< class T, int N> static void 
# 56
lerp25_kernel(T *buf26, int n27, long long a28, int count29) 
# 57
{__wrapper__device_stub_lerp25_kernel<T,N>(buf26,n27,a28,count29);
# 67
return;}
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern unsigned dyn_30[]; 
# 59
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
for (int j32 = 0; j32 < idx31; j32++) { 
# 61
if ((((buf26[1]) != 29U) ? 7L : (4789)) <= (22)) { 
# 62
return; }  
# 63
}  
# 64
--n27; 
# 65
T m33 = dyn_30[2]; 
# 66
int f34 = ((T)((16.25) - n27)) + (__device_builtin_variable_threadIdx.x); 
# 67
} 
#endif
# 69 "v000260.cu"
int main() 
# 70
{ 
# 71
int size35 = 1834; 
# 72
(__cudaPushCallConfiguration(((dim3)(19 + 13)), ((dim3)(2)), (19 + 237) * 4)) ? (void)0 : lerp25_kernel< int, 3> (static_cast< int *>(nullptr), size35, (2213 / size35) - (19 + size35), ((42L >= size35) ? 1 : 19) * (6 - size35)); 
# 73
size35 = ((size35 + (size35 * 21)) * size35); 
# 74
(__cudaPushCallConfiguration(dim3(1, (size35 + 31) / 32), 19 + (19 + 26), sizeof(int) * (128), nullptr)) ? (void)0 : warp13((double *)nullptr, size35, (4 * size35) - 35, (const long *)nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000260.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3ecc6262_10_v000260_cu_0ab362d8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000260.cudafe1.stub.c"
#include "v000260.cudafe1.stub.c"
# 1 "v000260.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
