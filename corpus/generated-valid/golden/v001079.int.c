# 1 "v001079.cu"
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
# 7 "v001079.cu"
__attribute__((visibility("hidden"))) void blend2_kernel(float cfg3) ;
#if 0
# 7
{ 
# 8
cfg3 = ((11.875F) + cfg3); 
# 9
double lo4 = cfg3; 
# 10
lo4 = (cfg3 - (40 / ((int)cfg3))); 
# 11
float base5 = (1644) * lo4; 
# 12
auto hi6 = ((36U) + (lo4 - base5)) * (56); 
# 13
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 15 "v001079.cu"
template< class T, int N = 3> static void 
# 16
__wrapper__device_stub_decay7(T &cfg8, float &p9, int *&buf10, int *&acc11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
if ((buf10[0]) > (23LL * cfg8)) { 
# 18
int iter12 = 0; 
# 19
while (iter12 < 4) { 
# 20
T hi13 = (__alignof__(float)); 
# 21
auto z14 = 17; 
# 22
int stride15 = hi13 + (18.875); 
# 23
++iter12; 
# 24
}  
# 25
}  
# 26
} 
#endif

#pragma GCC diagnostic pop

# 15 "v001079.cu"
template< class T, int N = 3> static void 
# 16
decay7(T cfg8, float p9, int *buf10, int *acc11) {__wrapper__device_stub_decay7<T,N>(cfg8,p9,buf10,acc11);
# 26
return;}
#if 0
# 16
{ 
# 17
if ((buf10[0]) > (23LL * cfg8)) { 
# 18
int iter12 = 0; 
# 19
while (iter12 < 4) { 
# 20
T hi13 = (__alignof__(float)); 
# 21
auto z14 = 17; 
# 22
int stride15 = hi13 + (18.875); 
# 23
++iter12; 
# 24
}  
# 25
}  
# 26
} 
#endif
# 27 "v001079.cu"
enum class Color16 { Off17 = 2, Red18, Add19 = 8}; 
# 29
__attribute__((visibility("hidden"))) void bump20(const int *input21, const int *src22, int n23, int count24) ;
#if 0
# 29
{ 
# 30
if ((((src22[5]) + n23) <= 42L) && (src22 == (nullptr)) && (n23 > 43U)) { 
# 31
--n23; 
# 32
n23--; 
# 33
}  
# 34
} 
#endif
# 36 "v001079.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int shade25(const long long *input26, unsigned b27, int count28) {int volatile ___ = 1;(void)input26;(void)b27;(void)count28;
# 46
::exit(___);}
#if 0
# 36
{ 
# 37
if ((*input26) == count28) { 
# 38
goto skip29; 
# 39
}  
# 40
if (count28 >= count28) { 
# 41
return 60 - count28; 
# 42
}  
# 43
--count28; 
# 44
skip29:; ; 
# 45
return (64UL) - (input26[b27]); 
# 46
} 
#endif
# 48 "v001079.cu"
static void run_filter30(const int *coef31, short b32) { 
# 49
(__cudaPushCallConfiguration(sizeof(int) * (4), 512, 512 * 8, nullptr)) ? (void)0 : blend2_kernel(14LL); 
# 50
b32--; 
# 51
b32 = ((*coef31) - 51LL); 
# 52
b32 = (1194); 
# 53
b32 = (coef31[2]); 
# 54
const char *res33 = ("path\\to_tail"); 
# 55
} 
# 57
int main() { 
# 58
int n34 = 2340; 
# 59
n34 = 3675; 
# 60
n34 = ((23ULL - n34) << 7); 
# 61
n34++; 
# 62
run_filter30(nullptr, 50 >> n34); 
# 63
run_filter30((const int *)nullptr, -9); 
# 64
Color16 stride35 = Color16::Add19; 
# 65
(__cudaPushCallConfiguration(2, 1 << 7)) ? (void)0 : decay7< int, 2> ((31 * n34) * n34, n34 * (n34 + n34), (int *)nullptr, nullptr); 
# 66
(__cudaPushCallConfiguration((n34 + 31) / 32, 32 * 2, 0)) ? (void)0 : bump20(nullptr, nullptr, -33, (n34 - n34) + n34); 
# 67
return 0; 
# 68
} 

# 1 "v001079.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__951baee7_10_v001079_cu_4a590400
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001079.cudafe1.stub.c"
#include "v001079.cudafe1.stub.c"
# 1 "v001079.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
