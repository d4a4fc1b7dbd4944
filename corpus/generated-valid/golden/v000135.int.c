# 1 "v000135.cu"
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
# 11 "v000135.cu"
__attribute((always_inline)) __attribute__((unused)) static inline unsigned long long trace6(int stride7, int lane8 = 10) 
# 12
{int volatile ___ = 1;(void)stride7;(void)lane8;
# 17
::exit(___);}
#if 0
# 12
{ 
# 13
double x9{static_cast< double>((lane8 < (-lane8)) ? stride7 : (lane8 % 48))}; 
# 14
static_assert((23 == 23), "size check");
# 15
stride7 = ((lane8 * (lane8 + sizeof(float))) - ((3 & lane8) - ((lane8 <= lane8) ? lane8 : stride7))); 
# 16
return (22) - x9; 
# 17
} 
#endif
# 19 "v000135.cu"
__attribute__((unused)) double combine10(float p11, const unsigned *__restrict__ coef12, bool cfg13) 
# 20
{int volatile ___ = 1;(void)p11;(void)coef12;(void)cfg13;
# 26
::exit(___);}
#if 0
# 20
{ 
# 21
{ 
# 22
static_assert((sizeof(int) == (4)), "tile must fit");
# 23
trace6(cfg13 % 8, trace6(p11, (48) + p11)); 
# 24
} 
# 25
return -41; 
# 26
} 
#endif
# 28 "v000135.cu"
__attribute((always_inline)) __attribute__((unused)) inline short tile14(const int *__restrict__ src15) 
# 29
{int volatile ___ = 1;(void)src15;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
int idx16 = src15[6]; 
# 31
__attribute__((unused)) static unsigned long long sh_17[256]; 
# 32
(sh_17[idx16]) = ((trace6(25, -1955) * trace6(src15[0])) ^ (trace6(3500) - (1 + idx16))); 
# 33
__attribute__((unused)) static long long sh_18[16]; 
# 34
return 19 + (((src15[idx16]) % 8) % 8); 
# 35
} 
#endif
# 37 "v000135.cu"
__attribute__((visibility("hidden"))) void count19_kernel(int stride20, const int *coef21) ;
#if 0
# 38
{ 
# 39
int y22 = (*coef21) | ('\177'); 
# 40
constexpr int v23 = 2; 
# 41
auto res24 = ((24) + trace6(-38, v23)) * (28LL); 
# 42
res24 = trace6((static_cast< unsigned>(48)) & res24); 
# 43
constexpr float v25 = (22.625F); 
# 44
double stride26[5] = {}; 
# 45
(stride26[4]) = (*coef21); 
# 46
} 
#endif
# 48 "v000135.cu"
int main() 
# 49
{ 
# 50
int len27 = 2419; 
# 51
len27 = ((2) - (((len27 == 6) ? 3178L : len27) % len27)); 
# 52
const char *hi28 = ("x=%d"); 
# 53
(__cudaPushCallConfiguration(dim3(64, 1 << 1, (len27 + 31) / 32), 256, 256 * 16, 0)) ? (void)0 : count19_kernel(-17, &len27); 
# 54
len27 = (hi28[1]); 
# 55
(__cudaPushCallConfiguration(dim3(64, (len27 + 127) / 128), 512)) ? (void)0 : count19_kernel((53) * ((hi28[0]) * 40U), &len27); 
# 56
(__cudaPushCallConfiguration(((dim3)(256)), 32 * 4)) ? (void)0 : count19_kernel((((hi28[1]) ^ 13) <= 21) ? len27 * (hi28[1]) : (static_cast< float>(len27)), &len27); 
# 57
return 0; 
# 58
} 

# 1 "v000135.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47666f8e_10_v000135_cu_121703be
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000135.cudafe1.stub.c"
#include "v000135.cudafe1.stub.c"
# 1 "v000135.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
