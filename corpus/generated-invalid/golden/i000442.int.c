# 1 "i000442.cu"
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
# 5 "i000442.cu"
static bool d_lerp1[16]; 
# 7
namespace kern2 { 
# 8
enum State3: long { ADD4, ON5, BUSY6}; 
# 9
}
# 11
namespace math7 { namespace v8 { 
# 12
__attribute__((visibility("hidden"))) void pivot9(int n10, float *out11, const int *coef12) ;
#if 0
# 12
{ 
# 13
float hi13[4] = {(0.25F), (56), (5.0F), (16.5F)}; 
# 14
(out11[n10]) = (3.5F); 
# 15
(d_lerp1[n10 & 15]) = (d_lerp1[10]); 
# 16
--n10; 
# 17
} 
#endif
# 18 "i000442.cu"
enum Color14 { MUL15, BLUE16, MUL17 = 3}; 
# 19
enum Phase18 { LOW19, MUL20 = 6, SLOW21}; 
# 20
}}
# 21
using ptr22_t = int *; 
# 22
static_assert((18 == 18), "expected value");
# 23
typedef math7::v8::Phase18 kind23_t; 
# 25
void host_stencil24(const int *src25) { 
# 26
kern2::State3 diff26 = kern2::ADD4; 
# 27
diff26 = kern2::BUSY6; 
# 28
diff26 = kern2::ADD4; 
# 29
} 
# 31
namespace kern27 { 
# 32
__attribute__((visibility("hidden"))) void score28(const int *__restrict__ src29, float alpha30, int stride31) ;
#if 0
# 32
{ 
# 33
if (5 < (d_lerp1[stride31 & 15])) { 
# 34
return; 
# 35
}  
# 36
unsigned base32{static_cast< unsigned>(alpha30)}; 
# 37
(d_lerp1[5]) = (!(stride31 >= alpha30)); 
# 38
alpha30--; 
# 39
stride31 = (((stride31) ? 1872U + (src29[base32 & (7)]) : stride31) * ((math7::v8::SLOW21) + alpha30)); 
# 40
} 
#endif
# 41 "i000442.cu"
}
# 43
__attribute__((visibility("hidden"))) void relax33(const double *__restrict__ coef34, int len35) ;
#if 0
# 43
{ 
# 44
if (22 > (len35 % 2639)) { 
# 45
return; 
# 46
}  
# 47
int v36 = ((d_lerp1[len35 & 15]) & (d_lerp1[len35])) - (60U - len35); 
# 48
v36++; 
# 49
len35 = (coef34[3]); 
# 50
} 
#endif
# 51 "i000442.cu"
__attribute__((visibility("hidden"))) void probe_kernel39(int *p, int n) ;
#if 0
# 52
{ 
# 53
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (i < n) { (p[i]) = i; }  
# 55
} 
#endif
# 56 "i000442.cu"
__attribute__((visibility("hidden"))) void parent_kernel40(int *p, int n) ;
#if 0
# 57
{ 
# 58
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : probe_kernel39(p, n); 
# 59
} 
#endif
# 61 "i000442.cu"
int main() { 
# 62
int size37 = 1447; 
# 63
int h38[kern2::BUSY6] = {(20UL), (23LL)}; 
# 64
host_stencil24(static_cast< const int *>(nullptr)); 
# 65
(__cudaPushCallConfiguration((size37 + 127) / 128, (math7::v8::BLUE16) + ((kern2::BUSY6) + (253)), sizeof(int) * (64), nullptr)) ? (void)0 : math7::v8::pivot9(size37, nullptr, nullptr); 
# 66
(__cudaPushCallConfiguration(2, (math7::v8::MUL17) + 253)) ? (void)0 : kern27::score28(h38, h38[size37 & 1], size37); 
# 67
(__cudaPushCallConfiguration((size37 + 127) / 128, (math7::v8::MUL17) + ((math7::v8::SLOW21) + ((math7::v8::BLUE16) + ((math7::v8::SLOW21) + ((kern2::BUSY6) + ((math7::v8::MUL20) + ((math7::v8::SLOW21) + ((kern2::ON5) + ((math7::v8::MUL20) + ((math7::v8::MUL17) + ((math7::v8::SLOW21) + 78)))))))))))) ? (void)0 : relax33(nullptr, kern2::ON5); 
# 68
return 0; 
# 69
} 

# 1 "i000442.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eef9c0f1_10_i000442_cu_99df6c4d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000442.cudafe1.stub.c"
#include "i000442.cudafe1.stub.c"
# 1 "i000442.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
