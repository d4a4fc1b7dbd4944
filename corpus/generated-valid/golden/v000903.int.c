# 1 "v000903.cu"
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
# 14 "v000903.cu"
__attribute__((visibility("hidden"))) void shade4(size_t alpha5, const int *src6, int lane7, float *acc8) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern unsigned dyn_9[]; 
# 17
__attribute__((unused)) static unsigned long sh_10[7][4]; 
# 18
if (!(lane7 < (src6[6]))) { 
# 19
return; 
# 20
}  
# 21
} 
#endif
# 23 "v000903.cu"
__attribute__((visibility("hidden"))) void rank11_kernel(int *buf12, long long p13, int count14, int n15) ;
#if 0
# 24
{ 
# 25
size_t e16 = (buf12[count14]) + (static_cast< unsigned char>(sizeof(float))); 
# 26
float t17 = (29U); 
# 27
__attribute__((unused)) static size_t sh_18[256]; 
# 28
(sh_18[n15 & 255]) = 44UL; 
# 29
if (t17 == (-n15)) { 
# 30
return; 
# 31
}  
# 32
unsigned diff19 = 15 * count14; 
# 33
if ((p13 - (47)) <= (47)) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 38 "v000903.cu"
static void lerp20(int *out21, int len22, bool cfg23, float *out24) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) static int sh_25[128]; 
# 41
int val26 = *out24; 
# 42
} 
#endif
# 43 "v000903.cu"
static float d_decay27; 
# 45
__attribute__((visibility("hidden"))) void mix28_kernel(const int *in29, int *out30, int n31, unsigned *out32) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern int dyn_33[]; 
# 48
if (((out30[6]) * (out32[7])) < d_decay27) { 
# 49
if (float h34 = out32[7]; ((*out32) == (23)) || ((n31 == 19) || ((out30[0]) > h34))) { 
# 50
signed char diff35 = 11 + ((out30[7]) & (out30[n31])); 
# 51
float sum36[1 << 2] = {}; 
# 52
}  
# 53
d_decay27 = (~(static_cast< int>(out32[n31]))); 
# 54
}  
# 55
__attribute__((unused)) static float sh_37[32]; 
# 56
__attribute__((unused)) static float sh_38[10][4]; 
# 57
} 
#endif
# 59 "v000903.cu"
class Bounds39 { 
# 60
int flag40; 
# 62
public: Bounds39(int init41) : flag40(init41) { } 
# 63
int apply42() const 
# 64
{ 
# 65
return ((flag40) * 62); 
# 66
} 
# 67
}; 
# 69
int main() 
# 70
{ 
# 71
int size43 = 1605; 
# 72
const char *u44 = ("\"q\""); 
# 73
if ((size43 + 9U) < size43) { 
# 74
return size43; 
# 75
}  
# 76
for (int i45 = size43; i45 > 0; --i45) { 
# 77
size43--; 
# 78
}  
# 79
(__cudaPushCallConfiguration(47 + 17, 1 << 9)) ? (void)0 : shade4(u44[0], static_cast< const int *>(nullptr), 8, (float *)nullptr); 
# 80
(__cudaPushCallConfiguration(64 * 2, 47 + 17, 0, nullptr)) ? (void)0 : rank11_kernel(nullptr, u44[1], size43, u44[0]); 
# 81
(__cudaPushCallConfiguration((size43 + 63) / 64, 128, 0, 0)) ? (void)0 : lerp20((int *)nullptr, 31 / (u44[0]), size43 | size43, nullptr); 
# 82
(__cudaPushCallConfiguration((size43 + 127) / 128, 64)) ? (void)0 : mix28_kernel(nullptr, nullptr, 47, static_cast< unsigned *>(nullptr)); 
# 83
return 0; 
# 84
} 

# 1 "v000903.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c9fec8ef_10_v000903_cu_b141919a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000903.cudafe1.stub.c"
#include "v000903.cudafe1.stub.c"
# 1 "v000903.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
