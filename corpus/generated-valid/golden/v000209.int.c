# 1 "v000209.cu"
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
# 17 "v000209.cu"
class Body4 { 
# 18
float sum5; 
# 20
public: Body4(float b6) : sum5(b6) { } 
# 21
void apply7(int q8) { 
# 22
q8 = (q8 - 48L); 
# 23
} 
# 24
}; 
# 27
__attribute__((visibility("hidden"))) void split9_kernel(const unsigned char *__restrict__ input10, int stride11, int lane12, const long *__restrict__ in13) ;
#if 0
# 27
{ 
# 28
if (in13 == (nullptr)) { 
# 29
return; 
# 30
}  
# 31
for (int i14 = 0, j15 = 6; i14 < j15; (++i14), (--j15)) { 
# 32
unsigned s16 = *input10; 
# 33
stride11++; 
# 34
}  
# 35
unsigned y17 = ((input10[stride11]) < (20 + stride11)) ? ((stride11 + stride11) > 64U) ? stride11 + lane12 : 24 : ((input10[lane12]) / (lane12 % (*in13))); 
# 36
} 
#endif
# 38 "v000209.cu"
extern "C" __attribute__((visibility("hidden"))) void pack18_kernel(int *acc19, const int *src20) ;
#if 0
# 38
{ 
# 39
const int *z21 = (nullptr); 
# 40
(acc19[3]) = (((src20[1]) * 48) % (63 + (*acc19))); 
# 41
unsigned *v22 = (static_cast< unsigned *>(nullptr)); 
# 42
if (((v22[6]) + (src20[0])) <= (27)) { 
# 43
return; 
# 44
}  
# 45
(*v22) = (*acc19); 
# 46
} 
#endif
# 47 "v000209.cu"
enum class Op23: short { 
# 48
Low24, 
# 49
Off25, 
# 50
Busy26, 
# 51
Mul27, 
# 52
On28
# 53
}; 
# 55
__attribute__((unused)) void weigh29(float *__restrict__ data30, int *__restrict__ out31) {int volatile ___ = 1;(void)data30;(void)out31;
# 60
::exit(___);}
#if 0
# 55
{ 
# 56
(*data30) = (out31[0]); 
# 57
static_assert((41 == 41), "tile must fit");
# 58
(*data30) = (out31[6]); 
# 59
float r32[2 * 4]{(static_cast< float>(25)), (5.0F), (6.0F), (-(0.75F)), (2198), (21.625F), (8.0F), (14.875F)}; 
# 60
} 
#endif
# 62 "v000209.cu"
__attribute__((unused)) long score33(Body4 beta34, int stride35, Op23 p36) {int volatile ___ = 1;(void)beta34;(void)stride35;(void)p36;
# 66
::exit(___);}
#if 0
# 62
{ 
# 63
__attribute__((unused)) static signed char sh_37; 
# 64
double v38 = stride35; 
# 65
return ((('A') % stride35) + (32LL + stride35)) - ((static_cast< int>(sh_37)) + stride35); 
# 66
} 
#endif
# 68 "v000209.cu"
__attribute__((visibility("hidden"))) void bump39(int *acc40, int len41, int *__restrict__ buf42, float a43) ;
#if 0
# 68
{ 
# 69
a43 = (654); 
# 70
a43 = ((((5.0F) + len41) * (48)) * ((a43 >= (18U)) ? 48 : (*acc40))); 
# 71
Op23 flag44 = Op23::Off25; 
# 72
} 
#endif
# 74 "v000209.cu"
int main() { 
# 75
int count45 = 2148; 
# 76
count45 = (+((count45 - count45) >> ((count45 += count45), L'\x61'))); 
# 77
int w46 = (((count45 + 48) == count45) ? 2736 + count45 : count45) - 3; 
# 78
(__cudaPushCallConfiguration((count45 + 31) / 32, ((dim3)((w46 + 63) / 64)))) ? (void)0 : split9_kernel((const unsigned char *)nullptr, (w46 >= w46) ? (' ') + w46 : ((w46 += w46), 3145), ((w46 < 10) || w46) ? count45 : count45, nullptr); 
# 79
(__cudaPushCallConfiguration(256 * 2, 64, sizeof(int) * (128), nullptr)) ? (void)0 : pack18_kernel(&w46, &count45); 
# 80
(__cudaPushCallConfiguration((count45 + 63) / 64, 48 + 208, 0, nullptr)) ? (void)0 : bump39(&count45, ((36 < count45) ? count45 : 64) + ((w46 == w46) ? 56U : count45), nullptr, w46 + count45); 
# 81
return 0; 
# 82
} 

# 1 "v000209.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cc84d848_10_v000209_cu_5a4e64b8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000209.cudafe1.stub.c"
#include "v000209.cudafe1.stub.c"
# 1 "v000209.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
