# 1 "v001073.cu"
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
# 17 "v001073.cu"
struct alignas(16) Pixel8 { 
# 18
float count9, count10; 
# 19
float flag11; 
# 20
void scale12(unsigned char res13) { 
# 21
(count9) = (res13 % res13); 
# 22
} 
# 23
void get14(float y15) { 
# 24
(flag11) = ((__alignof__(char)) + (count9)); 
# 25
} 
# 26
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, int N> static void 
# 29
__wrapper__device_stub_accum16(T &q17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern unsigned dyn_18[]; 
# 31
Pixel8 m19{(static_cast< float>(38)), (static_cast< float>(sizeof(T))), 46}; 
# 32
float k20((((dyn_18[0]) & (N)) * (20.75F)) * ((53) | (dyn_18[6]))); 
# 33
--(m19.count9); 
# 34
(dyn_18[2]) = (dyn_18[0]); 
# 35
T w21((8.875F)); 
# 36
int k22((23U)); 
# 37
if (k22) { 
# 38
goto finish23; 
# 39
}  
# 40
if ((dyn_18[4]) * (128)) { 
# 41
return; 
# 42
}  
# 43
finish23:; ; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001073.cu"
template< class T, int N> static void 
# 29
accum16(T q17) {__wrapper__device_stub_accum16<T,N>(q17);
# 44
return;}
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern unsigned dyn_18[]; 
# 31
Pixel8 m19{(static_cast< float>(38)), (static_cast< float>(sizeof(T))), 46}; 
# 32
float k20((((dyn_18[0]) & (N)) * (20.75F)) * ((53) | (dyn_18[6]))); 
# 33
--(m19.count9); 
# 34
(dyn_18[2]) = (dyn_18[0]); 
# 35
T w21((8.875F)); 
# 36
int k22((23U)); 
# 37
if (k22) { 
# 38
goto finish23; 
# 39
}  
# 40
if ((dyn_18[4]) * (128)) { 
# 41
return; 
# 42
}  
# 43
finish23:; ; 
# 44
} 
#endif
# 45 "v001073.cu"
enum class Level24: unsigned { On25, Green26 = 3U, On27 = 9U, Slow28}; 
# 47
static void score29(const unsigned *coef30, int *dst31, int *dst32, Level24 beta33) ;
#if 0
# 47
{ 
# 48
(dst31[2]) = ((63 - (dst32[1])) - (dst31[2])); 
# 49
const int *res34 = dst32; 
# 50
} 
#endif
# 52 "v001073.cu"
static void spread35(int *buf36, int len37) { 
# 53
cudaStream_t r38 = ((cudaStream_t)0); 
# 54
--len37; 
# 55
(buf36[6]) = (38 + (len37 % len37)); 
# 56
float k39 = (38); 
# 57
unsigned h40 = (32); 
# 58
int h41 = 17 >> (len37 * (buf36[4])); 
# 59
if (!buf36) { 
# 60
goto out42; 
# 61
}  
# 62
(__cudaPushCallConfiguration(((dim3)(38 + (38 + (38 + 14)))), 32 * 2, sizeof(float) * (256), r38)) ? (void)0 : score29((const unsigned *)nullptr, buf36 + (h41 & 3), nullptr, Level24::On27); 
# 63
out42:; ; 
# 64
} 
# 65
using ptr43_t = int *; 
# 67
__attribute__((visibility("hidden"))) void fuse44_kernel(ptr43_t dst45) ;
#if 0
# 67
{ 
# 68
for (int it46 = 13; it46 > 0; --it46) { 
# 69
(dst45[it46])++; 
# 70
(dst45[it46]) = 2355; 
# 71
}  
# 72
} 
#endif
# 74 "v001073.cu"
unsigned long check_decay47(int len48, const double *input49) { 
# 75
if ((len48 * 57U) != (35)) { 
# 76
return 128; 
# 77
}  
# 78
spread35((ptr43_t)nullptr, (128) * (*input49)); 
# 79
Pixel8 t50 = Pixel8{(26U), (static_cast< float>((6.0F))), (21.875F)}; 
# 80
Level24 idx51 = Level24::On27; 
# 81
return input49[0]; 
# 82
} 
# 84
int main() { 
# 85
int count52 = 3803; 
# 86
bool r53(count52 > count52); 
# 87
auto fn56 = [](auto stride54, auto stride55) { 
# 88
stride54 = ((((stride55 <= 11) ? stride55 : stride55) - 6UL) - (34 - (stride54 / 53))); 
# 89
return stride54 * 2; 
# 90
} ; typedef decltype(fn56) __T0;
# 91
(__cudaPushCallConfiguration(dim3(38 + (128 + (38 + 52)), 1, 32 * 2), 38 + 90, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : accum16< long, 8> (r53); 
# 92
r53 = (r53 != 46); 
# 93
(__cudaPushCallConfiguration((count52 + 31) / 32, 4 * 16, 1 << 10)) ? (void)0 : fuse44_kernel(static_cast< ptr43_t>(nullptr)); 
# 94
return 0; 
# 95
} 

# 1 "v001073.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__faa64e83_10_v001073_cu_3d722825
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001073.cudafe1.stub.c"
#include "v001073.cudafe1.stub.c"
# 1 "v001073.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
