# 1 "i000445.cu"
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
# 6 "i000445.cu"
enum class Level2: long { Fast3 = 2L, Idle4, On5, Red6}; 
# 8
extern "C" {
# 9
__attribute__((unused)) void march16(long long *buf17, int stride18) {int volatile ___ = 1;(void)buf17;(void)stride18;
# 21
::exit(___);}
#if 0
# 9
{ 
# 10
--(buf17[stride18]); 
# 11
short y19[2]{(-1), (38)}; 
# 12
for (int n20 = 0; n20 < stride18; ++n20) { 
# 13
for (int n21 = 9; n21 > 0; --n21) { 
# 14
if ((((buf17[6]) >= n20) ? 48 : 15U) > n20) { 
# 15
continue; 
# 16
}  
# 17
stride18 = (((stride18 + 2) * 26U) * (buf17[5])); 
# 18
unsigned long long *m22 = (nullptr); 
# 19
}   
# 20
}  
# 21
} 
#endif
# 23 "i000445.cu"
__attribute__((visibility("hidden"))) void step7(const float *src8, float *acc9, int lane10) ;
#if 0
# 23
{ 
# 24
static_assert(((31 * 2) > 61), "size check");
# 25
for (int n11 = 0; n11 < 6; ++n11) { 
# 26
bool tmp12 = (((__device_builtin_variable_gridDim.y) - (acc9[3])) < (sizeof(int))) || ((((*src8) + (*acc9)) == (sizeof(int))) && (('A') > (static_cast< float>(*src8)))); 
# 27
int pass13 = 0; 
# 28
while (pass13 < 2) { 
# 29
(acc9[4]) = (28UL << n11); 
# 30
__attribute__((unused)) static char sh_14[12][9]; 
# 31
++pass13; 
# 32
}  
# 33
}  
# 34
Level2 cnt15 = Level2::Fast3; 
# 35
} 
#endif
# 36 "i000445.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, int N = 3> static void 
# 39
__wrapper__device_stub_count23_kernel(T &alpha24, size_t &p25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
p25 = (N >> ((__device_builtin_variable_threadIdx.y) - (i26 * __alignof__(double)))); 
# 42
if (alpha24 < (__device_builtin_variable_threadIdx.z)) { 
# 43
goto done27; 
# 44
}  
# 45
alpha24 = (__device_builtin_variable_gridDim.z); 
# 46
alpha24 = (__device_builtin_variable_threadIdx.y); 
# 47
alpha24 = ((float)(__device_builtin_variable_blockDim.y)); 
# 48
done27:; ; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 38 "i000445.cu"
template< class T, int N = 3> static void 
# 39
count23_kernel(T alpha24, size_t p25) {__wrapper__device_stub_count23_kernel<T,N>(alpha24,p25);
# 49
return;}
#if 0
# 39
{ 
# 40
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
p25 = (N >> ((__device_builtin_variable_threadIdx.y) - (i26 * __alignof__(double)))); 
# 42
if (alpha24 < (__device_builtin_variable_threadIdx.z)) { 
# 43
goto done27; 
# 44
}  
# 45
alpha24 = (__device_builtin_variable_gridDim.z); 
# 46
alpha24 = (__device_builtin_variable_threadIdx.y); 
# 47
alpha24 = ((float)(__device_builtin_variable_blockDim.y)); 
# 48
done27:; ; 
# 49
} 
#endif
# 51 "i000445.cu"
void grow28(unsigned long long p29, int n30, int len31) { 
# 52
int h32[7] = {}; 
# 53
auto e33 = 25 << ((h32[1]) - p29); 
# 54
n30 = 36; 
# 55
float flag34((h32[4]) * len31); 
# 56
++n30; 
# 57
p29 = p29; 
# 58
const int *k35 = &e33; 
# 59
} 
# 61
inline void check_fold36(int *out37) { 
# 62
dim3 u38 = ((dim3)(4 * 2)); 
# 63
cudaStream_t off39 = ((cudaStream_t)0); 
# 64
if (((out37[5]) == 49) && (('#') >= (*out37))) { 
# 65
goto skip40; 
# 66
}  
# 67
(out37[4]) = (out37[7]); 
# 68
(*out37) = ((!((out37[5]) < (out37[4]))) ? 63L : ((*out37) << sizeof(double))); 
# 69
(__cudaPushCallConfiguration(dim3(1, 8, 128), 512)) ? (void)0 : count23_kernel< float, 1> (-(14.5F), out37[1]); 
# 70
skip40:; ; 
# 71
} 
# 72
__attribute__((visibility("hidden"))) void kernel_decl43(int * p); 
# 73
__attribute__((visibility("hidden"))) void kernel_decl43(int *p) ;
#if 0
# 74
{ 
# 75
(p[0]) = 3; 
# 76
} 
#endif
# 78 "i000445.cu"
int main() { 
# 79
int n41 = 2911; 
# 80
(__cudaPushCallConfiguration((n41 + 63) / 64, 256, 0, 0)) ? (void)0 : step7(nullptr, (float *)nullptr, 55L * n41); 
# 81
(__cudaPushCallConfiguration(((dim3)(1 << 7)), 128 * 2)) ? (void)0 : step7(static_cast< const float *>(nullptr), nullptr, 27 + (n41 * 43)); 
# 82
Level2 cnt42 = Level2::Idle4; 
# 83
check_fold36(&n41); 
# 84
return 0; 
# 85
} 

# 1 "i000445.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__732ef848_10_i000445_cu_march16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000445.cudafe1.stub.c"
#include "i000445.cudafe1.stub.c"
# 1 "i000445.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
