# 1 "v002389.cu"
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
# 13 "v002389.cu"
int host_weigh4(int n5, unsigned *acc6) 
# 14
{ 
# 15
unsigned off7 = n5; 
# 16
n5 += (-n5); 
# 17
(acc6[n5]) = ((acc6[n5]) - ((acc6[n5]) >> 5)); 
# 18
++(acc6[off7]); 
# 19
constexpr int idx8 = 63; 
# 20
--n5; 
# 21
constexpr unsigned val9 = (32); 
# 22
return n5; 
# 23
} 
# 25
unsigned sift10(int n11) 
# 26
{ 
# 27
int lo12 = n11 + n11; 
# 28
if (n11 > (n11 - 64)) { 
# 29
return n11 >> (n11 - lo12); 
# 30
}  
# 31
int base13 = n11; 
# 32
return lo12; 
# 33
} 
# 35
unsigned clamp14(int *acc15, double q16) 
# 36
{ 
# 37
(acc15[2])--; 
# 38
++(acc15[5]); 
# 39
sift10(sift10(sift10(q16))); 
# 40
return acc15[3]; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void sweep17(size_t a18) ;
#if 0
# 44
{ 
# 45
a18--; 
# 46
int val19 = a18; 
# 47
val19 >>= sift10(val19); 
# 48
} 
#endif
# 50 "v002389.cu"
float check_bump20(int n21, float b22, int *__restrict__ data23) 
# 51
{ 
# 52
switch (n21) { 
# 53
case 1:  
# 54
break; 
# 55
case 12:  
# 56
for (int it24 = 0; it24 < n21; it24 += 2) { 
# 57
unsigned y25 = n21 + 37U; 
# 58
}  
# 59
if (n21 < ((data23[2]) / n21)) { 
# 60
break; 
# 61
}  
# 62
break; 
# 63
}  
# 64
(__cudaPushCallConfiguration(1 << 6, dim3(sizeof(unsigned) * (8), sizeof(float) * (128), (n21 + 127) / 128), 1 << 10, nullptr)) ? (void)0 : sweep17(host_weigh4(n21, reinterpret_cast< unsigned *>(data23))); 
# 65
return clamp14(&n21, n21 + (data23[n21])); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int count26 = 1587; 
# 71
switch (count26) { 
# 72
case 4:  { 
# 73
auto h27 = count26; 
# 74
[[fallthrough]] ; 
# 75
} 
# 76
case 9:  { 
# 77
dim3 u28 = dim3((count26 + 63) / 64, 4 * 2, (count26 + 255) / 256); 
# 78
[[fallthrough]] ; 
# 79
} 
# 80
case 2 * 5:  
# 81
if ((count26 - 64) != count26) { 
# 82
return (39) + sift10(count26); 
# 83
}  
# 84
break; 
# 85
case 1:  
# 86
break; 
# 87
}  
# 88
return 0; 
# 89
} 

# 1 "v002389.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0375105_10_v002389_cu_15adbbd2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002389.cudafe1.stub.c"
#include "v002389.cudafe1.stub.c"
# 1 "v002389.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
