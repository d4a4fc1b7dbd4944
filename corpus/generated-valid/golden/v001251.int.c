# 1 "v001251.cu"
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
# 11 "v001251.cu"
struct Node4 { 
# 12
int vel5, x6; 
# 13
unsigned x7; 
# 14
}; 
# 15
inline Node4 operator+(Node4 a, Node4 b) 
# 16
{ 
# 17
Node4 r = a; 
# 18
(r.vel5) += (b.vel5); 
# 19
(r.x6) += (b.x6); 
# 20
(r.x7) += (b.x7); 
# 21
return r; 
# 22
} 
# 23
__attribute__((visibility("hidden"))) void smooth8_kernel(unsigned *dst9, int *__restrict__ out10, int stride11) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_12[]; 
# 26
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (idx13 >= stride11) { 
# 28
return; 
# 29
}  
# 30
(dyn_12[1]) = __device_builtin_variable_warpSize; 
# 31
__attribute__((unused)) static Node4 sh_14[256]; 
# 32
unsigned short lo15 = stride11; 
# 33
if (idx13 != (lo15 ^ (__device_builtin_variable_blockDim.x))) { 
# 34
return; 
# 35
}  
# 36
lo15 += ((double)(49U & idx13)); 
# 37
Node4 flag16 = Node4{}; 
# 38
} 
#endif
# 39 "v001251.cu"
constexpr int check_drift17(int len18) 
# 40
{ 
# 41
return len18; 
# 42
} 
# 43
inline int host_apply19(long *__restrict__ buf20, int stride21 = 29) 
# 44
{ 
# 45
float u22 = (8.5F); 
# 46
--u22; 
# 47
(buf20[3]) = (check_drift17(check_drift17((buf20[stride21 & 7]) - 35UL))); 
# 48
return (check_drift17(check_drift17(u22))) * (((stride21 - 46) <= stride21) ? (*buf20) << (buf20[0]) : 55L); 
# 49
} 
# 50
static Node4 c_reduce23; 
# 51
__attribute__((visibility("hidden"))) void merge24(float *__restrict__ out25, int lane26) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern long dyn_27[]; 
# 54
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
for (int it29 = 0; it29 < 4; it29 += 2) { 
# 56
for (int it30 = 0, j31 = 16; it30 < j31; (++it30), (--j31)) { 
# 57
(--(dyn_27[1])), ((out25[1]) += ((((c_reduce23.x7) / (2)) / (1 % it29)) + ((__device_builtin_variable_blockDim.x) + (4.875F)))); 
# 58
}  
# 59
float base32 = __device_builtin_variable_blockDim.x; 
# 60
(dyn_27[__device_builtin_variable_gridDim.z]) = (1); 
# 61
}  
# 62
} 
#endif
# 63 "v001251.cu"
struct Particle33 { 
# 64
int z34; 
# 65
bool w35; 
# 66
int mix36() const 
# 67
{ 
# 68
return w35; 
# 69
} 
# 70
int total37(int h38) const 
# 71
{ 
# 72
auto f39 = 49UL; 
# 73
return f39; 
# 74
} 
# 75
}; 
# 76
typedef unsigned long long idx40_t; 
# 77
int main() 
# 78
{ 
# 79
int n41 = 1370; 
# 80
for (int i42 = 0; i42 < 6; i42 += 1) { 
# 81
switch (i42) { 
# 82
case 0:  
# 83
(__cudaPushCallConfiguration(dim3((i42 + 255) / 256, 8, 8), 512)) ? (void)0 : merge24(nullptr, n41 & (i42 - 3795)); 
# 84
if ((+n41) == i42) { 
# 85
return (int)(n41 % n41); 
# 86
}  
# 87
break; 
# 88
}  
# 89
}  
# 90
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : smooth8_kernel(nullptr, nullptr, n41); 
# 91
return 0; 
# 92
} 

# 1 "v001251.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67a77463_10_v001251_cu_9744ed39
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001251.cudafe1.stub.c"
#include "v001251.cudafe1.stub.c"
# 1 "v001251.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
