# 1 "v002339.cu"
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
# 9 "v002339.cu"
struct Particle3 { 
# 10
int sum4; 
# 11
int val5; 
# 12
int count6, sum7; 
# 13
}; 
# 15
Particle3 operator+(Particle3 a, Particle3 b) 
# 16
{ 
# 17
Particle3 r = a; 
# 18
(r.sum4) += (b.sum4); 
# 19
(r.val5) += (b.val5); 
# 20
(r.count6) += (b.count6); 
# 21
(r.sum7) += (b.sum7); 
# 22
return r; 
# 23
} 
# 30
__attribute__((visibility("hidden"))) void map_update9(unsigned *data, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 33 "v002339.cu"
constexpr int norm10(int len11, bool beta12) 
# 34
{ 
# 35
return beta12; 
# 36
} 
# 37
typedef unsigned *ptr13_t; 
# 40
__attribute__((visibility("hidden"))) void drift14(float *dst15, float *acc16) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned dyn_17[]; 
# 43
if ((norm10(*dst15, *acc16)) != (*dst15)) { 
# 44
return; 
# 45
}  
# 46
Particle3 flag18 = Particle3{48, (3821UL), 4120, ('A')}; 
# 47
if ((((dst15[7]) != (51)) ? __alignof__(double) : (dyn_17[2])) & (1)) { 
# 48
goto done19; 
# 49
}  
# 50
(*acc16)--; 
# 51
norm10(norm10((flag18.sum7) - (*dst15), 14 > norm10(dyn_17[7], 1)), ((0) - (dst15[4])) + ((51 >= (flag18.count6)) ? *dst15 : (1))); 
# 52
done19:; ; 
# 53
} 
#endif
# 56 "v002339.cu"
__attribute__((unused)) float apply20(int count21, int len22) 
# 57
{int volatile ___ = 1;(void)count21;(void)len22;
# 66
::exit(___);}
#if 0
# 57
{ 
# 58
if (((count21 * count21) - len22) <= (len22 * len22)) { 
# 59
auto f23 = ((double)norm10(count21, 0)) < (count21 + count21); 
# 60
}  
# 61
auto t24 = (((norm10(len22, count21 < count21)) <= 62L) ? norm10(count21, count21 <= count21) : (60UL * count21)) * ((count21 + count21) / (127 - count21)); 
# 62
unsigned f25 = ((int)57); 
# 63
count21++; 
# 64
t24 %= t24; 
# 65
return (unsigned short)(((43) - t24) * count21); 
# 66
} 
#endif
# 68 "v002339.cu"
__attribute__((visibility("hidden"))) void rank26(float *buf27, float *dst28, const float *src29) ;
#if 0
# 69
{ 
# 70
if ((static_cast< long>(buf27[2])) & (1)) { 
# 71
return; 
# 72
}  
# 73
(buf27[0]) += ((buf27 != (nullptr)) ? 9 : ((buf27[0]) - (dst28[0]))); 
# 74
} 
#endif
# 76 "v002339.cu"
__attribute__((visibility("hidden"))) void combine30_kernel(int count31, int *acc32, const int *input33) ;
#if 0
# 77
{ 
# 78
if (((count31 == (acc32[6])) ? acc32[count31 & 7] : (acc32[count31])) & 1) { 
# 79
return; 
# 80
}  
# 81
int v34{7}; 
# 82
apply20((39 - (input33[v34 & 7])) % (1 * count31), v34); 
# 83
} 
#endif
# 85 "v002339.cu"
int main() 
# 86
{ 
# 87
int size35 = 537; 
# 88
const char *res36 = ("kernel\n"); 
# 89
Particle3 lim37 = Particle3{29, size35, 48, 14}; 
# 90
(__cudaPushCallConfiguration(dim3((size35 + 63) / 64, (size35 + 127) / 128, (size35 + 31) / 32), 64 * 2)) ? (void)0 : map_update9(nullptr, 52); 
# 91
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : drift14(nullptr, nullptr); 
# 92
(__cudaPushCallConfiguration((size35 + 63) / 64, 128)) ? (void)0 : rank26(nullptr, nullptr, static_cast< const float *>(nullptr)); 
# 93
return 0; 
# 94
} 

# 1 "v002339.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d7e76014_10_v002339_cu_88f7978d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002339.cudafe1.stub.c"
#include "v002339.cudafe1.stub.c"
# 1 "v002339.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
