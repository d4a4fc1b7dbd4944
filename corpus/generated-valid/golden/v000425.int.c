# 1 "v000425.cu"
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
# 16 "v000425.cu"
namespace ops4 { namespace v5 { 
# 17
void host_count6(int len7, const float *src8) { 
# 18
len7 = ((4904) - (len7 * ((float)36))); 
# 19
int w9 = 0; 
# 20
while (w9 < w9) { 
# 21
len7 = (*src8); 
# 22
const char *y10 = ("warp size"); 
# 23
++w9; 
# 24
}  
# 25
} 
# 26
}}
# 28
void run_apply11(const int *coef12, int lane13, int count14) { 
# 29
int *f15 = const_cast< int *>(coef12); 
# 30
static_assert(((42 + 2) == 44), "tile must fit");
# 31
for (int j16 = 0, j17 = 16; j16 < j17; (++j16), (--j17)) { 
# 32
int res18(((coef12[count14]) + (-(f15[6]))) / 46U); 
# 33
unsigned char acc19 = (((res18 += 14), count14)); 
# 34
}  
# 35
(*f15) = count14; 
# 36
lane13 = count14; 
# 37
} 
# 40
void norm20(const int *coef21, int len22, int stride23) { 
# 41
len22 = ((len22 << (coef21[4])) + (33L % (*coef21))); 
# 42
len22 = (coef21[len22]); 
# 43
if (stride23 != len22) { 
# 44
return; 
# 45
}  
# 46
stride23 = (len22 * (len22 - len22)); 
# 47
cudaStream_t off24 = (nullptr); 
# 48
stride23 = (stride23 >> (stride23 - len22)); 
# 49
len22 = (stride23 - (((int)stride23) * (coef21[len22]))); 
# 50
} 
# 53
__attribute__((visibility("hidden"))) void weigh25(float b26) ;
#if 0
# 53
{ 
# 54
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
++b26; 
# 56
++b26; 
# 57
b26 = ((22.5F) + (static_cast< int>(tid27 << 2))); 
# 58
int hi28 = (1729U * tid27) / tid27; 
# 59
__attribute__((unused)) static float sh_29[11][12]; 
# 60
int val30 = (sh_29[1])[hi28]; 
# 61
int v31 = b26 + (31UL); 
# 62
} 
#endif
# 64 "v000425.cu"
__attribute__((unused)) float warp32(int len33, float alpha34, int lane35 = 42) {int volatile ___ = 1;(void)len33;(void)alpha34;(void)lane35;
# 74
::exit(___);}
#if 0
# 64
{ 
# 65
long base36 = (3942UL); 
# 66
for (int n37 = 0, j38 = base36; n37 < j38; (++n37), (--j38)) { 
# 67
__attribute__((unused)) static int sh_39[9][5]; 
# 68
int stride40[2] = {}; 
# 69
(stride40[1]) = (-37L); 
# 70
}  
# 71
const short *h41 = (nullptr); 
# 72
char *acc42 = (nullptr); 
# 73
return ((lane35 - 42) + (base36 + base36)) >> ((short)(17 >> (h41[len33]))); 
# 74
} 
#endif
# 76 "v000425.cu"
__attribute__((visibility("hidden"))) void combine43_kernel(long alpha44, const int *in45) ;
#if 0
# 76
{ 
# 77
int tid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if (tid46 >= alpha44) { 
# 79
return; 
# 80
}  
# 81
__attribute__((unused)) static double sh_47; 
# 82
warp32((33) + (alpha44 - sh_47), ((float)tid46) * (alpha44 * (*in45)), *in45); 
# 83
__attribute__((unused)) static float sh_48; 
# 84
warp32(sh_47, __device_builtin_variable_blockDim.z); 
# 85
if ((42) >= warp32(15, sh_47, 37)) { 
# 86
return; 
# 87
}  
# 88
do { sh_48 += (10.0F); } while (0); 
# 89
float base49 = (42); 
# 90
} 
#endif
# 92 "v000425.cu"
int main() { 
# 93
int count50 = 2178; 
# 94
for (int n51 = 0; n51 < count50; n51++) { 
# 95
if ((short)n51) { 
# 96
break; 
# 97
}  
# 98
(__cudaPushCallConfiguration(4, 256, 4096)) ? (void)0 : combine43_kernel(19UL, nullptr); 
# 99
count50 = n51; 
# 100
}  
# 101
unsigned stride52 = 42 * (+count50); 
# 102
(__cudaPushCallConfiguration(2 * 16, 42 + 214, 1 << 8)) ? (void)0 : weigh25(static_cast< unsigned char>(255)); 
# 103
return 0; 
# 104
} 

# 1 "v000425.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2acbd78d_10_v000425_cu_bae808c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000425.cudafe1.stub.c"
#include "v000425.cudafe1.stub.c"
# 1 "v000425.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
