# 1 "v000731.cu"
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
# 6 "v000731.cu"
static int c_combine2; 
# 7
static_assert((5 == 5));
# 9
extern "C" {
# 10
__attribute__((visibility("hidden"))) void count3(unsigned long long *buf4, const unsigned *src5, long *out6, const long long *in7) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern char dyn_8[]; 
# 12
unsigned tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
auto s10 = c_combine2; 
# 14
(out6[tid9]) = (buf4[s10]); 
# 15
s10 = (out6[2]); 
# 16
(dyn_8[0]) = (127); 
# 17
__attribute__((unused)) static float sh_11; 
# 18
int k12[6] = {}; 
# 19
} 
#endif
# 20 "v000731.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22
template< class T> __attribute__((unused)) static T 
# 23
grow13(const T *input14, unsigned long long *dst15, unsigned p16) {int volatile ___ = 1;(void)input14;(void)dst15;(void)p16;
# 32
::exit(___);}
#if 0
# 23
{ 
# 24
T v17{62}; 
# 25
p16 = (__device_builtin_variable_threadIdx.x); 
# 27
#pragma unroll 8
for (
# 27
int i18 = 0; i18 < 7; ++i18) { 
# 28
v17 = 35; 
# 29
v17 = v17; 
# 30
}  
# 31
return (9.875); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000731.cu"
template< class T> 
# 35
struct Cell19 { 
# 36
T w20, w21; 
# 37
T lo22; 
# 38
T get23(T res24) const { 
# 39
double v25 = (T)(w21); 
# 40
static_assert((14 == 14), "size check");
# 41
return w21; 
# 42
} 
# 43
}; 
# 46
__attribute__((visibility("hidden"))) void update26(int len27, const unsigned *input28, int len29) ;
#if 0
# 46
{ 
# 47
int i30 = __device_builtin_variable_threadIdx.x; 
# 48
unsigned *f31 = (nullptr); 
# 49
int k32(input28[7]); 
# 50
} 
#endif
# 52 "v000731.cu"
constexpr int smooth33(int count34) { 
# 53
return 3UL; 
# 54
} 
# 56
int main() { 
# 57
int count35 = 3065; 
# 58
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : update26(smooth33(count35), nullptr, 3); 
# 59
(__cudaPushCallConfiguration((count35 + 63) / 64, 64 * 2)) ? (void)0 : count3((unsigned long long *)nullptr, static_cast< const unsigned *>(nullptr), nullptr, (const long long *)nullptr); 
# 60
for (int i36 = 0; i36 < 9; ++i36) { 
# 61
count35 = smooth33(i36); 
# 62
count35 = smooth33(i36); 
# 63
}  
# 64
return 0; 
# 65
} 

# 1 "v000731.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1e5d1bc4_10_v000731_cu_d4896a9e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000731.cudafe1.stub.c"
#include "v000731.cudafe1.stub.c"
# 1 "v000731.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
