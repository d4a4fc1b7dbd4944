# 1 "v000252.cu"
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
# 5 "v000252.cu"
struct Stats1 { 
# 6
float w2; 
# 7
bool id3; 
# 8
int sum4; 
# 9
double z5; 
# 10
}; 
# 11
enum class Kind6 { Busy7, Red8 = 2, Blue9}; 
# 12
using kind10_t = Kind6; 
# 14
__attribute__((visibility("hidden"))) void probe11(int n12, int lane13, unsigned beta14, int len15) ;
#if 0
# 15
{ 
# 16
len15 = ((3702) * ((__device_builtin_variable_threadIdx.x) - (__device_builtin_variable_blockIdx.x))); 
# 17
int lo16 = (beta14 - sizeof(Stats1)) & ((3491) + beta14); 
# 18
} 
#endif
# 19 "v000252.cu"
constexpr long TILE17 = (sizeof(float) * (2)); 
# 21
__attribute__((visibility("hidden"))) void update18_kernel(unsigned char *data19, char alpha20, int len21, int len22) ;
#if 0
# 22
{ 
# 23
unsigned gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
--alpha20; 
# 25
int acc24 = __device_builtin_variable_blockDim.x; 
# 26
if (!(data19 == (nullptr))) { 
# 27
goto out26; 
# 28
}  
# 29
if (!(acc24 >= 12L)) { 
# 30
return; }  
# 31
if ((((14) >= (__device_builtin_variable_threadIdx.x)) || (len22 != 51)) || (acc24 == 47)) { 
# 32
Stats1 f25 = Stats1{(static_cast< float>(TILE17)), false, static_cast< int>(alpha20), (10)}; 
# 33
}  
# 34
alpha20 = (+((((__device_builtin_variable_gridDim.x) / (*data19)) <= gid23) ? (len22 >= 30) ? alpha20 : (data19[gid23 & (7)]) : TILE17)); 
# 35
out26:; ; 
# 36
} 
#endif
# 38 "v000252.cu"
__attribute__((visibility("hidden"))) void warp27(char beta28, float *acc29, int count30) ;
#if 0
# 39
{ 
# 40
(acc29[count30 & 7]) = (23LL); 
# 41
if ((beta28 - (*acc29)) == count30) { 
# 42
return; }  
# 43
Stats1 mid31 = Stats1{(1.0F), false, count30, (24.0)}; 
# 44
count30--; 
# 45
} 
#endif
# 46 "v000252.cu"
enum class Color32 { Blue33, Busy34}; 
# 48
static int check_grow35(long long *dst36, int len37) 
# 49
{ 
# 50
double t38 = (dst36[0]) | ((dst36[len37 & 7]) * (63)); 
# 51
t38 = ((18.5F)); 
# 52
len37 = (TILE17 + t38); 
# 53
return dst36[len37]; 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int count39 = 4073; 
# 59
for (int n40 = 0; n40 < 13; ++n40) { 
# 60
check_grow35(nullptr, (('\"') - count39) + TILE17); }  
# 61
count39 = (TILE17 + count39); 
# 62
(__cudaPushCallConfiguration(dim3((count39 + 31) / 32, 1 << (TILE17 + (1))), 64, 4096)) ? (void)0 : probe11(TILE17, 23U, (check_grow35(nullptr, count39)) / TILE17, TILE17); 
# 63
(__cudaPushCallConfiguration((count39 + 127) / 128, 32, 256)) ? (void)0 : update18_kernel(nullptr, count39, ((count39 > TILE17) ? sizeof(double) : (1)) * (TILE17 - count39), sizeof(int) | count39); 
# 64
(__cudaPushCallConfiguration(256, (TILE17 + (24)) * (4))) ? (void)0 : warp27(TILE17, nullptr, check_grow35((long long *)nullptr, count39 % TILE17)); 
# 65
return 0; 
# 66
} 

# 1 "v000252.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d365d039_10_v000252_cu_ce77521e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000252.cudafe1.stub.c"
#include "v000252.cudafe1.stub.c"
# 1 "v000252.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
