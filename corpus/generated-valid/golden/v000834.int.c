# 1 "v000834.cu"
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
# 10 "v000834.cu"
__attribute__((visibility("hidden"))) void score5(unsigned *acc6) ;
#if 0
# 10
{ 
# 11
int gid7 = __device_builtin_variable_threadIdx.x; 
# 12
unsigned tmp8 = *acc6; 
# 13
tmp8--; 
# 14
++(*acc6); 
# 15
(acc6[gid7]) |= (static_cast< unsigned>(*acc6)); 
# 16
if ((8 <= gid7) || (gid7 != 57)) { 
# 17
return; 
# 18
}  
# 19
constexpr int q9 = (-42); 
# 20
} 
#endif
# 23 "v000834.cu"
struct Tile10 { 
# 24
double hi11; 
# 25
unsigned long val12; 
# 26
int weight13; 
# 27
float count14; 
# 28
}; 
# 30
Tile10 operator+(Tile10 a, Tile10 b) { 
# 31
Tile10 r = a; 
# 32
(r.hi11) += (b.hi11); 
# 33
(r.val12) += (b.val12); 
# 34
(r.weight13) += (b.weight13); 
# 35
(r.count14) += (b.count14); 
# 36
return r; 
# 37
} 
# 39
float bias15(int n16, int stride17, const Tile10 &a18) { 
# 40
int w19 = (34L); 
# 41
int w20 = 0; 
# 42
while (w20 < n16) { 
# 43
if ((a18.hi11) >= (stride17 + 3)) { 
# 44
break; 
# 45
}  
# 46
stride17--; 
# 47
++w20; 
# 48
}  
# 49
stride17 = w19; 
# 50
return stride17 / (((a18.weight13) * stride17) + (n16 / 2)); 
# 51
} 
# 53
unsigned long tile21(float q22) { 
# 54
q22--; 
# 55
q22++; 
# 56
float prod23 = q22; 
# 57
return q22; 
# 58
} 
# 59
static_assert((sizeof(int) == (4)), "size check");
# 61
float combine24(const unsigned char *src25, long long q26, const int *input27) { 
# 62
q26 = (static_cast< unsigned>(40UL)); 
# 63
long acc28[8] = {9L, (40UL), (8ULL), static_cast< long>(32 + (input27[q26]))}; 
# 64
if ((*src25) * q26) { 
# 65
int pass29 = 0; 
# 66
while ((pass29 < 3) && (((*src25) - q26) != (38))) { 
# 67
q26--; 
# 68
q26 = ((32) * (((acc28[q26]) - (48U)) % (8))); 
# 69
static_assert((sizeof(int) == (4)));
# 70
++pass29; 
# 71
}  
# 72
}  
# 73
return ((acc28[5]) * (32)) ? (18.25F) - (src25[q26]) : (60UL * (input27[q26])); 
# 74
} 
# 76
int main() { 
# 77
int len30 = 2329; 
# 78
(__cudaPushCallConfiguration((len30 + 255) / 256, 32, 0, (cudaStream_t)0)) ? (void)0 : score5(nullptr); 
# 79
len30 &= (3 + len30); 
# 80
return 0; 
# 81
} 

# 1 "v000834.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8d55923_10_v000834_cu_a8690ca4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000834.cudafe1.stub.c"
#include "v000834.cudafe1.stub.c"
# 1 "v000834.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
