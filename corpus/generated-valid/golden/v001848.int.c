# 1 "v001848.cu"
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
# 15 "v001848.cu"
class Acc6 { 
# 16
char sum8; 
# 18
public: Acc6(char b9) : sum8(b9) { } 
# 19
char total10() const { 
# 20
unsigned long u11 = ((59 * (sum8)) - (17 + (sum8))) / (sum8); 
# 21
u11 = (((u11 >= (sum8)) ? u11 : (38)) - ((42UL - (sum8)) - (816))); 
# 22
return 38; 
# 23
} 
# 24
}; 
# 26
inline long fuse12(Acc6 cfg13) { 
# 27
if (true) { 
# 28
return 48L; 
# 29
}  
# 30
cfg13 = ((Acc6)(31)); 
# 31
if (true || (45 >= (cfg13.total10()))) { 
# 32
int res14 = (18UL); 
# 33
}  
# 34
size_t mid15{10UL}; 
# 35
float w16 = mid15; 
# 36
cfg13 = cfg13; 
# 37
return cfg13.total10(); 
# 38
} 
# 39
static constexpr float kD17 = (2.75F); 
# 42
__attribute__((visibility("hidden"))) void bias18_kernel(Acc6 alpha19) ;
#if 0
# 42
{ 
# 43
int idx20 = __device_builtin_variable_threadIdx.x; 
# 44
double f21 = (kD17); 
# 45
if (((__device_builtin_variable_threadIdx.x) < f21) && ((__device_builtin_variable_threadIdx.x) != f21)) { 
# 46
return; 
# 47
}  
# 48
alpha19 = ((Acc6)(alpha19.total10())); 
# 49
f21 = f21; 
# 50
f21 += (alpha19.total10()); 
# 51
alpha19.total10(); 
# 52
} 
#endif
# 54 "v001848.cu"
__attribute__((visibility("hidden"))) void scale22(float *dst23, const long *in24, unsigned long long q25, int n26) ;
#if 0
# 54
{ 
# 55
int gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
int iter28 = 0; 
# 57
while (iter28 < iter28) { 
# 58
switch (n26) { 
# 59
case 10:  
# 60
n26 -= 22U; 
# 61
break; 
# 62
case 12:  { 
# 63
int diff29 = (2235) - (in24[q25]); 
# 64
break; 
# 65
} 
# 66
case sizeof(int) * (2):  
# 67
(dst23[n26]) += (__device_builtin_variable_blockIdx.x); 
# 68
(dst23[5]) = (((int)kD17) - (((float)(*dst23)) / iter28)); 
# 69
break; 
# 70
default:  
# 71
break; 
# 72
}  
# 73
++iter28; 
# 74
}  
# 75
} 
#endif
# 77 "v001848.cu"
int main() { 
# 78
int size30 = 2366; 
# 79
(__cudaPushCallConfiguration((size30 + 127) / 128, 16 * 16, 0, nullptr)) ? (void)0 : bias18_kernel(((Acc6)(size30))); 
# 80
size30 ^= size30; 
# 81
(__cudaPushCallConfiguration(((dim3)(sizeof(unsigned) * (128))), 38 + 26, 4096, nullptr)) ? (void)0 : scale22(nullptr, static_cast< const long *>(nullptr), (14L) + ((size30 != 38) ? size30 : kD17), kD17 * (size30 + sizeof(Acc6))); 
# 82
const char *res31 = ("a\tb_tail"); 
# 83
return 0; 
# 84
} 

# 1 "v001848.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8654313f_10_v001848_cu_70b9ccba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001848.cudafe1.stub.c"
#include "v001848.cudafe1.stub.c"
# 1 "v001848.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
