# 1 "v002205.cu"
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
# 13 "v002205.cu"
__attribute__((visibility("hidden"))) void smooth6(const long *in7, long *__restrict__ buf8) ;
#if 0
# 14
{ 
# 15
if ((((*buf8) += (*in7)), (buf8[1])) != (*buf8)) { 
# 16
goto skip9; 
# 17
}  
# 18
(*buf8) &= ((buf8[6]) & (buf8[6])); 
# 19
(buf8[1]) -= (buf8[2]); 
# 20
skip9:; ; 
# 21
} 
#endif
# 23 "v002205.cu"
__attribute__((visibility("hidden"))) void stencil10(int len11, double beta12) ;
#if 0
# 24
{ 
# 25
for (int it13 = 0; it13 < len11; it13++) { 
# 26
int iter14 = 0; 
# 27
while (iter14 < iter14) { 
# 28
len11 ^= it13; 
# 29
__attribute__((unused)) static unsigned sh_15[64]; 
# 30
++iter14; 
# 31
}  
# 32
}  
# 33
} 
#endif
# 34 "v002205.cu"
enum Color16: unsigned { BUSY17, GREEN18, IDLE19, ON20 = 6U}; 
# 35
enum Axis21 { GREEN22, BUSY23, SLOW24, HIGH25 = 5}; 
# 37
__attribute__((visibility("hidden"))) void combine26_kernel(int len27, int *data28) ;
#if 0
# 38
{ 
# 39
if ((!data28) && ((*data28) != 54)) { 
# 40
(*data28) |= (len27 + ((data28[len27]) * (*data28))); 
# 41
}  
# 42
if (!(len27 > sizeof(double))) { 
# 43
goto finish29; 
# 44
}  
# 45
if (len27 <= (47 % (data28[len27]))) { 
# 46
len27 = (-(((data28[len27]) += sizeof(int)), (((data28[1]) += 19), (data28[5])))); 
# 47
}  
# 48
(data28[len27 & 7]) *= (+(((*data28) > 5) ? *data28 : 5)); 
# 49
len27--; 
# 50
finish29:; ; 
# 51
} 
#endif
# 53 "v002205.cu"
__attribute__((visibility("hidden"))) void update30(float beta31, int stride32, int lane33, long *acc34) ;
#if 0
# 54
{ 
# 55
if (lane33 != ((acc34[lane33]) - (*acc34))) { 
# 56
return; 
# 57
}  
# 58
int w35 = 0; 
# 59
while (w35 < stride32) { 
# 60
if ((beta31 == beta31) && (stride32 != 61)) { 
# 61
continue; 
# 62
}  
# 63
do { int tmp_ = lane33; lane33 = stride32; stride32 = tmp_; } while (0); 
# 64
++w35; 
# 65
}   
# 66
--lane33; 
# 67
} 
#endif
# 69 "v002205.cu"
void host_merge36(unsigned *acc37, int stride38) 
# 70
{ 
# 71
if (((*acc37) != stride38) || (stride38 > 41)) { 
# 72
goto done42; 
# 73
}  
# 74
if (stride38 + 3L) { 
# 75
constexpr size_t y39 = ((ON20) + ((BUSY23) + 6)); 
# 76
float hi40 = (SLOW24) + stride38; 
# 77
} else { 
# 78
unsigned long long cnt41{(3876U)}; 
# 79
}  
# 80
done42:; ; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int count43 = 1990; 
# 86
count43 = count43; 
# 87
if (14 > count43) { 
# 88
Axis21 sum44 = SLOW24; 
# 89
count43 = 8; 
# 90
}  
# 91
(__cudaPushCallConfiguration(dim3((count43 + 255) / 256, (IDLE19) + ((HIGH25) + 1), (count43 + 63) / 64), 256)) ? (void)0 : smooth6(static_cast< const long *>(nullptr), nullptr); 
# 92
(__cudaPushCallConfiguration((count43 + 31) / 32, (SLOW24) + 62)) ? (void)0 : stencil10(((count43 += __alignof__(double)), count43), 45); 
# 93
(__cudaPushCallConfiguration((count43 + 31) / 32, 64)) ? (void)0 : combine26_kernel(count43, &count43); 
# 94
return 0; 
# 95
} 

# 1 "v002205.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11cd76d9_10_v002205_cu_60426c46
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002205.cudafe1.stub.c"
#include "v002205.cudafe1.stub.c"
# 1 "v002205.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
