# 1 "v000444.cu"
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
# 18 "v000444.cu"
__attribute__((visibility("hidden"))) void gather6(float *__restrict__ out7, int lane8, int stride9) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_10[]; 
# 20
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
stride9 = (__device_builtin_variable_gridDim.x); 
# 22
float flag12 = tid11; 
# 23
stride9++; 
# 24
flag12 *= (5); 
# 25
(++stride9), (lane8 -= 989UL); 
# 26
} 
#endif
# 28 "v000444.cu"
__attribute__((visibility("hidden"))) void warp13(int stride14, int n15, const short *__restrict__ src16, float *__restrict__ acc17) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_18[]; 
# 30
++(dyn_18[0]); 
# 31
(dyn_18[0]) /= ((stride14 / 2) + ((dyn_18[__device_builtin_variable_threadIdx.x]) / 2)); 
# 32
++n15; 
# 33
} 
#endif
# 34 "v000444.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 37
struct Acc19 { 
# 38
bool weight20; 
# 39
int flag21; 
# 40
unsigned y22; 
# 41
int y23; 
# 42
}; 
# 43
static unsigned char g_grow24; 
# 45
static void split25_kernel(const Acc19 b26, const double *src27, int lane28) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern double dyn_29[]; 
# 47
unsigned idx30 = __device_builtin_variable_threadIdx.x; 
# 48
int tmp31 = (__device_builtin_variable_blockDim.x) / (2); 
# 50
#pragma unroll
for (
# 50
int n32 = 0; n32 < 2; n32++) { 
# 51
++(dyn_29[n32]); }  
# 52
lane28 = (static_cast< double>(__device_builtin_variable_blockIdx.z)); 
# 53
lane28 &= (-15); 
# 54
tmp31--; 
# 55
} 
#endif
# 57 "v000444.cu"
int probe33(int n34, float beta35, char beta36) { 
# 58
--beta36; 
# 59
n34 = 12; 
# 60
if ((n34 % beta36) != n34) { 
# 61
return beta36 - beta35; }  
# 62
beta35 = (12); 
# 63
unsigned diff37[3] = {}; 
# 64
return 5 + n34; 
# 65
} 
# 67
constexpr int weigh38(int stride39, int len40) { 
# 68
stride39++; 
# 69
return (len40 / 2); 
# 70
} 
# 72
int main() { 
# 73
int n41 = 266; 
# 74
float base42 = (1.5F); 
# 75
base42 = (128); 
# 76
n41 += (static_cast< float>(base42)); 
# 77
const char *prod43 = ("warp size_tail"); 
# 78
(__cudaPushCallConfiguration(dim3((n41 + 31) / 32, (n41 + 255) / 256, (n41 + 255) / 256), 12 + (12 + 40))) ? (void)0 : gather6(nullptr, (float)(prod43[0]), g_grow24 / 12); 
# 79
(__cudaPushCallConfiguration(dim3(2, (n41 + 63) / 64), 12 + (12 + 8))) ? (void)0 : warp13((base42 / (2)) / (2), prod43[0], nullptr, nullptr); 
# 80
(__cudaPushCallConfiguration(8 * 4, 128)) ? (void)0 : split25_kernel(Acc19{false, (3136L), 9U, n41}, static_cast< const double *>(nullptr), 6 + (+(prod43[0]))); 
# 81
return 0; 
# 82
} 

# 1 "v000444.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d374548_10_v000444_cu_acc87ede
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000444.cudafe1.stub.c"
#include "v000444.cudafe1.stub.c"
# 1 "v000444.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
