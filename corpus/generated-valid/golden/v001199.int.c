# 1 "v001199.cu"
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
# 19 "v001199.cu"
__attribute__((visibility("hidden"))) void bump5_kernel(int n6, float alpha7, const int *coef8, unsigned long long *out9) ;
#if 0
# 19
{ 
# 20
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (idx10 >= n6) { 
# 22
return; 
# 23
}  
# 24
int r11 = n6 - (n6 - (42 + idx10)); 
# 25
float stride12 = r11; 
# 26
__attribute__((unused)) static int sh_13[8]; 
# 27
for (int j14 = 0; j14 < 10; ++j14) { 
# 28
if (idx10 <= 10) { 
# 29
if (!coef8) { 
# 30
return; 
# 31
}  
# 32
static_assert((27 == 27), "bad config");
# 33
}  
# 34
}  
# 35
} 
#endif
# 38 "v001199.cu"
template< class T> 
# 39
struct Bounds15 { 
# 40
T id16, id17; 
# 41
float y18; 
# 42
void mix19(T x20) { 
# 43
(id17) += __alignof__(float); 
# 44
double stride21((((id16) * (id17)) > ((float)(id17))) ? ((id17) += (20.125)), (0.5F) : 42); 
# 45
} 
# 46
}; 
# 49
struct Bounds22 { 
# 50
float mass23; 
# 51
float hi24; 
# 52
}; 
# 55
constexpr int bias25(int n26) { 
# 56
n26 *= (((n26 * 40) + (9 * n26)) - ((3) + (n26 - 17ULL))); 
# 57
n26 >>= ((57 * (n26 % n26)) * 39L); 
# 58
return (unsigned)42; 
# 59
} 
# 61
unsigned long combine27(Bounds22 q28) { 
# 62
int lim29 = ((((q28.hi24) += (42)), (q28.hi24))); 
# 63
Bounds22 idx30 = Bounds22{(3.0F), (9.125F)}; 
# 64
return (((24L) - (q28.mass23)) - (8)) * lim29; 
# 65
} 
# 66
static int c_filter31[8]; 
# 68
int step32(int stride33, int lane34) { 
# 69
int w35 = 0; 
# 70
while ((w35 < lane34) && (w35 <= 62)) { 
# 71
for (int it36 = 7; it36 > 0; --it36) { 
# 72
if ((it36 >= it36) ? 4 : stride33) { 
# 73
do { int tmp_ = lane34; lane34 = stride33; stride33 = tmp_; } while (0); 
# 74
lane34 /= (37 * stride33); 
# 75
lane34 += lane34; 
# 76
}  
# 77
}  
# 78
float z37[4] = {}; 
# 79
++w35; 
# 80
}  
# 81
return w35; 
# 82
} 
# 85
__attribute__((unused)) void grow38(Bounds15< long>  p39, char *acc40, const unsigned *input41) {int volatile ___ = 1;(void)p39;(void)acc40;(void)input41;
# 95
::exit(___);}
#if 0
# 85
{ 
# 86
for (int i42 = 0, j43 = 9; i42 < j43; (++i42), (--j43)) { 
# 87
int w44 = 0; 
# 88
while (w44 < 15) { 
# 89
(acc40[w44]) = (8); 
# 90
(acc40[1]) &= ((42) + ((c_filter31[w44]) * (49U - (*input41)))); 
# 91
__attribute__((unused)) static long sh_45; 
# 92
++w44; 
# 93
}  
# 94
}  
# 95
} 
#endif
# 97 "v001199.cu"
int main() { 
# 98
int count46 = 262; 
# 99
static float w47 = (16.75F); 
# 100
w47 = ((w47 * (46U)) - (48ULL)); 
# 101
w47 += (count46 - ((40LL * count46) >> count46)); 
# 102
unsigned t48[8]{(static_cast< unsigned>(26)), (11UL), (43), (2639), (984), static_cast< unsigned>(w47), 3U, (55)}; 
# 103
(t48[1]) = (((8 + count46) + ((18) + w47)) - (40U)); 
# 104
w47 *= ((5.875F) * (count46 * count46)); 
# 105
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : bump5_kernel((16) * (t48[count46]), count46, &count46, nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001199.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e177c323_10_v001199_cu_4462d006
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001199.cudafe1.stub.c"
#include "v001199.cudafe1.stub.c"
# 1 "v001199.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
