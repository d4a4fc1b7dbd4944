# 1 "v000639.cu"
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
# 8 "v000639.cu"
enum Kind4 { 
# 9
FAST5 = 2, 
# 10
ON6, 
# 11
RED7, 
# 12
MUL8, 
# 13
RED9
# 14
}; 
# 15
enum Op10 { BUSY11, BUSY12 = 5, MUL13}; 
# 17
__attribute__((visibility("hidden"))) void reduce14(size_t p15, int *data16, int *buf17) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern float dyn_18[]; 
# 19
p15--; 
# 20
if (p15 == (buf17[0])) { 
# 21
return; 
# 22
}  
# 23
(buf17[p15 & (7)]) = p15; 
# 24
__attribute__((unused)) static unsigned char sh_19[256]; 
# 25
(sh_19[p15 & (255)]) = ((float)(static_cast< long>(((dyn_18[2]) += (*data16)), (sh_19[193])))); 
# 26
(buf17[p15 & (7)])--; 
# 27
p15 = p15; 
# 28
} 
#endif
# 29 "v000639.cu"
using kind20_t = Op10; 
# 31
int check_fuse21(int n22) { 
# 32
auto x23 = n22; 
# 33
n22 = 36; 
# 34
x23 = (((x23 > n22) ? static_cast< unsigned>(x23) : x23) * (n22 * 8)); 
# 35
(++x23), (n22 = ((((static_cast< double>(n22)) == (64U)) ? 53 ^ n22 : (x23 << 6UL)) * 13)); 
# 36
x23 = (55UL / x23); 
# 37
x23++; 
# 38
int prod24[8]{x23, 3599, (52ULL), 3, 4837, 52, 24, 8}; 
# 39
return (prod24[1]) - 53U; 
# 40
} 
# 43
struct Cell25 { 
# 44
bool w26; 
# 45
bool val27; 
# 46
}; 
# 49
__attribute__((visibility("hidden"))) void score28_kernel(const double *src29, float *acc30) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern int dyn_31[]; 
# 51
--(*acc30); 
# 52
constexpr long long hi32 = (387UL); 
# 53
++(acc30[1]); 
# 54
(acc30[4]) = (((dyn_31[4]) << ((int)(dyn_31[7]))) + (*src29)); 
# 55
(acc30[6])--; 
# 56
} 
#endif
# 58 "v000639.cu"
constexpr int host_count33(int lane34) { 
# 59
lane34 = (0UL); 
# 60
auto lim35 = lane34 * 1223UL; 
# 61
return lim35; 
# 62
} 
# 64
int main() { 
# 65
int len36 = 2414; 
# 66
len36 = ((31U) - (static_cast< long long>(len36))); 
# 67
constexpr float acc37 = (19.5F); 
# 68
len36 = ((host_count33(len36) * check_fuse21(1103)) | len36); 
# 69
check_fuse21(acc37); 
# 70
const float *q38 = &acc37; 
# 71
float diff39 = acc37; 
# 72
(__cudaPushCallConfiguration((len36 + 127) / 128, 32 * (RED7))) ? (void)0 : reduce14(acc37, &len36, &len36); 
# 73
(__cudaPushCallConfiguration(dim3(2, (len36 + 31) / 32), 64)) ? (void)0 : score28_kernel(reinterpret_cast< const double *>(q38), &diff39); 
# 74
return 0; 
# 75
} 

# 1 "v000639.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__10b5e08e_10_v000639_cu_aad4a8fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000639.cudafe1.stub.c"
#include "v000639.cudafe1.stub.c"
# 1 "v000639.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
