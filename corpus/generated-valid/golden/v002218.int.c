# 1 "v002218.cu"
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
# 13 "v002218.cu"
constexpr int LANES5 = 5; 
# 15
void accum6(int stride7, unsigned beta8, float a9) { 
# 16
auto u10 = ((long)(stride7 + a9)) - ((((char)a9) < LANES5) ? a9 + beta8 : stride7); 
# 17
const unsigned base11 = ((stride7 > a9) || (!(stride7 == sizeof(unsigned)))) ? u10 : u10; 
# 18
int k12 = beta8; 
# 19
k12 = 256; 
# 20
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, class U> static void 
# 23
__wrapper__device_stub_relax13_kernel(const T *&src14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (!src14) { 
# 26
return; }  
# 27
constexpr int h16 = (LANES5 + 30); 
# 28
const unsigned idx17 = (((__device_builtin_variable_threadIdx.x) + LANES5) - (idx15 % 8)) % (8); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 22 "v002218.cu"
template< class T, class U> static void 
# 23
relax13_kernel(const T *src14) {__wrapper__device_stub_relax13_kernel<T,U>(src14);
# 29
return;}
#if 0
# 23
{ 
# 24
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (!src14) { 
# 26
return; }  
# 27
constexpr int h16 = (LANES5 + 30); 
# 28
const unsigned idx17 = (((__device_builtin_variable_threadIdx.x) + LANES5) - (idx15 % 8)) % (8); 
# 29
} 
#endif
# 31 "v002218.cu"
int step18(int stride19, const int *in20, unsigned beta21) { 
# 32
auto prod22 = (*in20) % 8; 
# 33
unsigned char lo23[8]{static_cast< unsigned char>(prod22), (41), static_cast< unsigned char>(stride19), (35LL), (58), (34), static_cast< unsigned char>(prod22), (static_cast< unsigned char>(1LL))}; 
# 34
int iter24 = 0; 
# 35
while ((iter24 < iter24) && (30 <= (in20[2]))) { 
# 36
accum6(prod22, (256) + ((unsigned)prod22), beta21); 
# 37
constexpr int lim25 = (61U); 
# 38
++iter24; 
# 39
}  
# 40
int m26 = ((prod22 < prod22) || ((stride19 < beta21) && stride19)) ? LANES5 : ((27 & iter24) + 9); 
# 41
beta21 = (12LL); 
# 42
return ((((lo23[prod22 & 7]) == (in20[beta21 & (7)])) ? LANES5 : 7) >> prod22) & 41UL; 
# 43
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T> static void 
# 47
__wrapper__device_stub_lerp27_kernel(T *&acc28, const T *__restrict__ &input29, const T *__restrict__ &coef30, T &alpha31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
alpha31 = ((step18(0UL, &i32, alpha31) * 8) & (i32 + step18(alpha31, nullptr, alpha31))); 
# 50
T stride33 = step18(45, static_cast< const int *>(nullptr), 47); 
# 51
step18(i32 * step18(stride33, (const int *)nullptr, stride33), &i32, *acc28); 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 46 "v002218.cu"
template< class T> static void 
# 47
lerp27_kernel(T *acc28, const T *__restrict__ input29, const T *__restrict__ coef30, T alpha31) {__wrapper__device_stub_lerp27_kernel<T>(acc28,input29,coef30,alpha31);
# 52
return;}
#if 0
# 47
{ 
# 48
int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
alpha31 = ((step18(0UL, &i32, alpha31) * 8) & (i32 + step18(alpha31, nullptr, alpha31))); 
# 50
T stride33 = step18(45, static_cast< const int *>(nullptr), 47); 
# 51
step18(i32 * step18(stride33, (const int *)nullptr, stride33), &i32, *acc28); 
# 52
} 
#endif
# 55 "v002218.cu"
__attribute__((unused)) int pack34(int stride35) {int volatile ___ = 1;(void)stride35;
# 65
::exit(___);}
#if 0
# 55
{ 
# 56
float mid36 = 45 & (stride35 * stride35); 
# 57
{ 
# 58
float s37 = step18((unsigned)31, &stride35, 28ULL * (__device_builtin_variable_blockDim.x)); 
# 59
stride35 = mid36; 
# 60
} 
# 61
int h38 = mid36; 
# 62
const float w39 = mid36; 
# 63
stride35 = step18(h38 % 36, nullptr, LANES5); 
# 64
return ((LANES5 >> h38) + LANES5) & (stride35 % 8); 
# 65
} 
#endif
# 67 "v002218.cu"
int main() { 
# 68
int count40 = 1578; 
# 69
(__cudaPushCallConfiguration((count40 + 255) / 256, LANES5 + (47 + (LANES5 + (LANES5 + 2))), sizeof(double) * (128), 0)) ? (void)0 : lerp27_kernel((unsigned *)nullptr, static_cast< const unsigned *>(nullptr), (const unsigned *)nullptr, static_cast< unsigned>(count40)); 
# 70
count40 = count40; 
# 71
(__cudaPushCallConfiguration(1 << (LANES5 + 2), 1 << 6, 4096, (cudaStream_t)0)) ? (void)0 : relax13_kernel< unsigned, long> ((const unsigned *)nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v002218.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dec787b4_10_v002218_cu_f62c2f16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002218.cudafe1.stub.c"
#include "v002218.cudafe1.stub.c"
# 1 "v002218.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
