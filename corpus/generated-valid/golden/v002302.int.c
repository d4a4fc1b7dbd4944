# 1 "v002302.cu"
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
# 9 "v002302.cu"
__attribute__((visibility("hidden"))) void update4_kernel(unsigned char b5, unsigned short a6) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern float dyn_7[]; 
# 11
unsigned i8 = __device_builtin_variable_threadIdx.x; 
# 12
b5 = b5; 
# 13
(dyn_7[i8]) = b5; 
# 14
auto m9 = a6 + ((static_cast< unsigned>(a6)) - (__device_builtin_variable_threadIdx.z)); 
# 15
} 
#endif
# 16 "v002302.cu"
enum class Kind10: unsigned { Fast11, Idle12, Red13}; 
# 18
namespace ops14 { 
# 19
__attribute__((visibility("hidden"))) void update15_kernel(unsigned *data16) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern unsigned dyn_17[]; 
# 21
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(dyn_17[4])++; 
# 23
(*data16)++; 
# 24
int z19 = (data16[gid18]) + gid18; 
# 25
short y20 = (32); 
# 26
(dyn_17[5]) = z19; 
# 27
} 
#endif
# 28 "v002302.cu"
}
# 31
inline int stencil21(int len22, int count23, int count24) { 
# 32
auto hi25 = (22.25F); 
# 33
long cnt26 = (1528); 
# 34
return (((static_cast< float>(count23)) - (len22 * count24)) > count24) ? ((2917L) + hi25) / (45L % count23) : (count24 * 9); 
# 35
} 
# 38
unsigned check_sweep27(float p28) { 
# 39
(__cudaPushCallConfiguration(4, sizeof(int) * (128))) ? (void)0 : ops14::update15_kernel(nullptr); 
# 40
if ((p28 - p28) == (60)) { 
# 41
int t29[8] = {9, (static_cast< int>(64UL)), 16, 352, 3111, (0L)}; 
# 42
}  
# 43
float lo30 = ((35L) >= p28) ? p28 : (stencil21(1, p28, p28)); 
# 44
(__cudaPushCallConfiguration(sizeof(int) * (8), 32, 0, 0)) ? (void)0 : update4_kernel(('0') * (p28 - (sizeof(unsigned))), 26); 
# 45
int off31[8]{(L'\x30'), 8, (15LL), (-36L), (54ULL), 34, 6, 2}; 
# 46
return stencil21(stencil21(sizeof(char), 16, (36) - lo30), 9L, 4824); 
# 47
} 
# 49
__attribute__((unused)) int fuse32(unsigned *__restrict__ acc33, int stride34, int count35) {int volatile ___ = 1;(void)acc33;(void)stride34;(void)count35;
# 55
::exit(___);}
#if 0
# 49
{ 
# 50
constexpr int acc36 = 46; 
# 51
unsigned acc37{(61)}; 
# 52
stride34 = (__device_builtin_variable_threadIdx.y); 
# 53
int prod38 = 68; 
# 54
return 31; 
# 55
} 
#endif
# 57 "v002302.cu"
int main() { 
# 58
int n39 = 1620; 
# 59
n39--; 
# 60
auto f40 = (stencil21(n39 * n39, n39 << 10, n39 >> n39)) - (check_sweep27(n39) - (n39 - 6)); 
# 61
if (n39 && (n39 > 60)) { 
# 62
return n39 * 15; 
# 63
}  
# 64
if (((f40 * (194)) * ('\n')) > (39)) { 
# 65
stencil21(f40 * (('\a') - n39), 64L, 24 % stencil21(f40, f40, f40)); 
# 66
}  
# 67
stencil21((3123) + (f40 + (400)), ((f40 += (49)), (f40 / n39)), f40); 
# 68
return 0; 
# 69
} 

# 1 "v002302.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47469dc5_10_v002302_cu_ffb3b2a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002302.cudafe1.stub.c"
#include "v002302.cudafe1.stub.c"
# 1 "v002302.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
