# 1 "v000961.cu"
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
# 17 "v000961.cu"
struct __attribute((aligned(8))) Body7 { 
# 18
int sum8; 
# 19
long flag9; 
# 20
signed char weight10; 
# 21
unsigned lo11; 
# 22
}; 
# 24
__attribute__((unused)) float pack12(Body7 cfg13, long cfg14, unsigned char *data15) {int volatile ___ = 1;(void)cfg13;(void)cfg14;(void)data15;
# 29
::exit(___);}
#if 0
# 24
{ 
# 25
cfg14 = (((3) * ((cfg13.lo11) - cfg14)) - ((size_t)(cfg13.weight10))); 
# 26
cfg14 = (cfg13.sum8); 
# 27
(data15[0]) = (64); 
# 28
return (14.25F) / ((*data15) & 15); 
# 29
} 
#endif
# 30 "v000961.cu"
static_assert((7 > 6), "tile must fit");
# 31
enum class Level16 { High17 = 3, Busy18}; 
# 32
static_assert((((5) + sizeof(int)) == (9)), "bad config");
# 35
int sift19(int len20, unsigned beta21) { 
# 36
int y22 = len20 & 15; 
# 37
if (((y22 & 15) * len20) == (len20 * 5)) { 
# 38
(len20++), (beta21 = (30)); 
# 39
}  
# 40
y22 = (((y22 * beta21) + y22) & (15)); 
# 41
constexpr unsigned acc23 = (10); 
# 42
return y22; 
# 43
} 
# 45
template< class T> 
# 46
struct Cell24 { 
# 47
T x25; 
# 48
T flag26; 
# 49
T count27; 
# 50
T norm28() const { 
# 51
return (23.75F); 
# 52
} 
# 53
}; 
# 56
__attribute__((visibility("hidden"))) void grow29(const float *in30) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) static int sh_31[1 << 6]; 
# 58
if ((*in30) < (in30[7])) { 
# 59
goto skip32; 
# 60
}  
# 61
if (((sh_31[24]) & 15) <= (-(sh_31[41]))) { 
# 62
if (pack12(Body7{4272, (-2678), (35), (45)}, in30[7], (unsigned char *)nullptr) <= (*in30)) { 
# 63
return; 
# 64
}  
# 65
}  
# 66
(sh_31[21]) = sift19(*in30, sift19(882U + (sh_31[13]), 2UL - (sh_31[17]))); 
# 67
skip32:; ; 
# 68
} 
#endif
# 70 "v000961.cu"
namespace ops33 { 
# 71
__attribute__((visibility("hidden"))) void merge34_kernel(int *acc35, int *data36, float q37) ;
#if 0
# 71
{ 
# 72
(*data36) = (-61L); 
# 73
__attribute__((unused)) static int sh_38; 
# 74
for (int j39 = 0; j39 < sh_38; j39++) { 
# 75
sh_38 = (-((((*data36) * sh_38) >= j39) ? j39 : pack12(Body7{(-2), 9L, (static_cast< signed char>(127)), 7U}, q37, reinterpret_cast< unsigned char *>(data36)))); 
# 76
Level16 lo40 = Level16::High17; 
# 77
(data36[sh_38]) = ((sift19(pack12(Body7{}, 19UL, reinterpret_cast< unsigned char *>(acc35)), ((sh_38 += 505UL), sh_38))) - ((12L) + ((data36[6]) - q37))); 
# 78
}  
# 79
} 
#endif
# 80 "v000961.cu"
}
# 82
int main() { 
# 83
int count41 = 3774; 
# 84
if (sift19(5, count41) >= ((count41 * count41) * count41)) { 
# 85
(__cudaPushCallConfiguration(4 * 2, 1 << (5 + 2))) ? (void)0 : grow29(nullptr); 
# 86
}  
# 87
static_assert((1 == 1));
# 88
count41 = (count41 + sift19(count41, count41)); 
# 89
(__cudaPushCallConfiguration(dim3(5 + (5 + 6), (count41 + 63) / 64, (count41 + 63) / 64), 5 + (16 + (5 + 38)))) ? (void)0 : ops33::merge34_kernel(&count41, &count41, (count41 * 9) ? (count41 += 16), count41 : (+count41)); 
# 90
return 0; 
# 91
} 

# 1 "v000961.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ecb7f5c4_10_v000961_cu_67c9b1a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000961.cudafe1.stub.c"
#include "v000961.cudafe1.stub.c"
# 1 "v000961.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
