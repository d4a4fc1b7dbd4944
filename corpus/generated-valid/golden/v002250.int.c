# 1 "v002250.cu"
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
# 17 "v002250.cu"
namespace img8 { namespace v9 { 
# 18
__attribute__((visibility("hidden"))) void split10(const char *__restrict__ input11) ;
#if 0
# 19
{ 
# 20
constexpr int lo12 = (63U); 
# 21
__attribute__((unused)) static char sh_13[256]; 
# 22
} 
#endif
# 24 "v002250.cu"
__attribute__((visibility("hidden"))) void bias14_kernel(int *__restrict__ dst15) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) static short sh_16; 
# 27
--sh_16; 
# 28
for (int n17 = 0; n17 < 4; ++n17) { 
# 29
(dst15[n17]) = (((dst15[0]) == ((dst15[n17]) + n17)) ? (sizeof(double) * (*dst15)) ^ n17 : (*dst15)); 
# 30
}  
# 31
float r18 = sh_16; 
# 32
float z19 = sh_16 & sh_16; 
# 33
} 
#endif
# 34 "v002250.cu"
}}
# 35
enum Mode20 { HIGH21, RED22 = 3, ADD23}; 
# 37
struct Body24 { 
# 38
unsigned char y25; 
# 39
size_t lo26; 
# 40
long hi27; 
# 41
}; 
# 43
inline Body24 operator+(Body24 a, Body24 b) 
# 44
{ 
# 45
Body24 r = a; 
# 46
(r.y25) += (b.y25); 
# 47
(r.lo26) += (b.lo26); 
# 48
(r.hi27) += (b.hi27); 
# 49
return r; 
# 50
} 
# 52
__attribute__((visibility("hidden"))) void sweep28_kernel(int stride29, const Body24 beta30, int *data31, int *__restrict__ acc32) ;
#if 0
# 53
{ 
# 54
(acc32[6]) = (beta30.y25); 
# 55
stride29 = (ADD23); 
# 56
for (int i33 = 0; i33 < stride29; i33++) { 
# 57
int q34[4] = {stride29, 49, static_cast< int>(i33 * (data31[2])), 3}; 
# 58
(*data31) = (((q34[2]) > ((2 * (data31[0])) + ((stride29 += (ADD23)), 128))) ? 59UL : (((2 * i33) + 8) - (32 - (q34[stride29])))); 
# 59
(stride29--), (stride29 = (HIGH21)); 
# 60
}  
# 61
} 
#endif
# 63 "v002250.cu"
int main() 
# 64
{ 
# 65
int n35 = 2178; 
# 66
n35 = (n35 / ((44 == (n35 - n35)) ? (2 * n35) + 3 : 15LL)); 
# 67
unsigned long long cnt36 = n35; 
# 68
for (int i37 = 0, j38 = 2; i37 < j38; (++i37), (--j38)) { 
# 69
auto r39 = 1; 
# 70
}  
# 71
cnt36--; 
# 72
(__cudaPushCallConfiguration(dim3(60 + 4, (RED22) + ((RED22) + ((RED22) + 7)), 2), ((dim3)(64 * 8)), 0, nullptr)) ? (void)0 : img8::v9::split10(static_cast< const char *>(nullptr)); 
# 73
(__cudaPushCallConfiguration(((dim3)(4)), dim3((ADD23) + 12, (n35 + 127) / 128, (RED22) + ((ADD23) + 1)), sizeof(double) * (64))) ? (void)0 : img8::v9::bias14_kernel(nullptr); 
# 74
(__cudaPushCallConfiguration((ADD23) * 2, (RED22) + 125, 0)) ? (void)0 : sweep28_kernel(128 - n35, Body24{(63L), (11U), (10)}, (int *)nullptr, &n35); 
# 75
return 0; 
# 76
} 

# 1 "v002250.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eef3099b_10_v002250_cu_145356a3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002250.cudafe1.stub.c"
#include "v002250.cudafe1.stub.c"
# 1 "v002250.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
