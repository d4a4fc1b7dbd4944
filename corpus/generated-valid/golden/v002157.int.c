# 1 "v002157.cu"
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
# 5 "v002157.cu"
static float c_apply1[4]; 
# 7
__attribute__((visibility("hidden"))) void drift2(int stride3) ;
#if 0
# 7
{ 
# 8
int lim4[7]{47, 36, stride3, static_cast< int>(c_apply1[stride3]), 48, (41U), stride3}; 
# 9
(stride3--), ((lim4[stride3]) = (lim4[stride3])); 
# 10
(--stride3), ((lim4[4]) = (c_apply1[stride3])); 
# 11
++(lim4[stride3]); 
# 12
} 
#endif
# 14 "v002157.cu"
class Node5 { 
# 15
int lo7; 
# 17
public: Node5(int c8) : lo7(c8) { } 
# 18
int norm9() const { 
# 19
return (lo7); 
# 20
} 
# 21
}; 
# 23
class Acc10 { 
# 24
float x11; 
# 26
public: Acc10(float init12) : x11(init12) { } 
# 27
float mix13(unsigned char z14) const { 
# 28
return z14; 
# 29
} 
# 30
}; 
# 32
struct Acc15 { 
# 33
float sum16; 
# 34
float sum17; 
# 35
double hi18; 
# 36
}; 
# 38
inline Acc15 operator+(Acc15 a, Acc15 b) { 
# 39
Acc15 r = a; 
# 40
(r.sum16) += (b.sum16); 
# 41
(r.sum17) += (b.sum17); 
# 42
(r.hi18) += (b.hi18); 
# 43
return r; 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void bias19(float *out20, float *buf21, Node5 cfg22, int lane23) ;
#if 0
# 46
{ 
# 47
int w24 = 0; 
# 48
do { 
# 49
if ((lane23 << w24) < 43UL) { 
# 50
continue; }  
# 51
float acc25 = (8.875F); 
# 52
++w24; 
# 53
}  while (w24 < w24); 
# 54
} 
#endif
# 56 "v002157.cu"
int main() { 
# 57
int count26 = 2334; 
# 58
for (int j27 = 0, j28 = 8; j27 < j28; (++j27), (--j28)) { 
# 59
unsigned y29 = (27UL); 
# 60
const char *prod30 = ("path\\to"); 
# 61
}  
# 62
count26 = count26; 
# 63
cudaStream_t m31 = (nullptr); 
# 64
int q32 = ((count26 << 3) + (6 - count26)) << count26; 
# 65
(__cudaPushCallConfiguration(8, 128 * 2)) ? (void)0 : drift2(q32 << count26); 
# 66
(__cudaPushCallConfiguration(1 << 5, 64, 256, m31)) ? (void)0 : bias19(static_cast< float *>(nullptr), static_cast< float *>(nullptr), ((Node5)(2241)), (15UL - count26) * (11 * count26)); 
# 67
return 0; 
# 68
} 

# 1 "v002157.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5b0438c_10_v002157_cu_c_apply1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002157.cudafe1.stub.c"
#include "v002157.cudafe1.stub.c"
# 1 "v002157.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
