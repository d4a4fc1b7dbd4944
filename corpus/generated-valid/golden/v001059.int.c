# 1 "v001059.cu"
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
# 17 "v001059.cu"
__attribute__((visibility("hidden"))) void spread6(unsigned char *__restrict__ data7, unsigned char *data8, const unsigned *coef9) ;
#if 0
# 18
{ 
# 19
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static float sh_11; 
# 21
if ((sh_11 * (data7[0])) == sh_11) { 
# 22
goto done12; 
# 23
}  
# 24
(*data7)++; 
# 25
(data8[4])--; 
# 26
done12:; ; 
# 27
} 
#endif
# 29 "v001059.cu"
struct Tile13 { 
# 30
short val14; 
# 31
float val15; 
# 32
int sum16; 
# 33
float w17; 
# 34
float total18(char stride19) const 
# 35
{ 
# 36
if ((stride19 & 1) && ((val15) < (w17))) { 
# 37
return sum16; 
# 38
}  
# 39
return w17; 
# 40
} 
# 41
float get20() const 
# 42
{ 
# 43
return sizeof(float); 
# 44
} 
# 45
}; 
# 47
inline Tile13 operator+(Tile13 a, Tile13 b) 
# 48
{ 
# 49
Tile13 r = a; 
# 50
(r.val14) += (b.val14); 
# 51
(r.val15) += (b.val15); 
# 52
(r.sum16) += (b.sum16); 
# 53
(r.w17) += (b.w17); 
# 54
return r; 
# 55
} 
# 57
float sift21(Tile13 b22) 
# 58
{ 
# 59
if (static_cast< long>(b22.val14)) { 
# 60
return (b22.val14) ^ (24 + (b22.sum16)); 
# 61
}  
# 62
float q23{(14.125F)}; 
# 63
if ((q23 != q23) && (((q23 += q23), q23) > q23)) { 
# 64
(__cudaPushCallConfiguration(64, sizeof(float) * (16))) ? (void)0 : spread6((unsigned char *)nullptr, nullptr, nullptr); 
# 65
b22 = Tile13{(short)q23, q23, static_cast< int>(b22.w17), (-29)}; 
# 66
}  
# 67
q23 = ((q23 + b22.total18(b22.get20())) + (static_cast< int>(b22.val15))); 
# 68
return (b22.val14) & 61U; 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int count24 = 2840; 
# 74
--count24; 
# 75
sift21(Tile13{}); 
# 76
--count24; 
# 77
(__cudaPushCallConfiguration((count24 + 127) / 128, 1 << 6, sizeof(float) * (256))) ? (void)0 : spread6(static_cast< unsigned char *>(nullptr), nullptr, nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v001059.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__efdbfd87_10_v001059_cu_6ecf3622
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001059.cudafe1.stub.c"
#include "v001059.cudafe1.stub.c"
# 1 "v001059.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
