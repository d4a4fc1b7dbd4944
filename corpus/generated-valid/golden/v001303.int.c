# 1 "v001303.cu"
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
# 14 "v001303.cu"
struct Particle6 { 
# 15
int flag7; 
# 16
float sum8; 
# 17
int x9; 
# 18
int total10() const 
# 19
{ 
# 20
float z11 = (((flag7) | 27L) * (+(flag7))) + ((flag7) % (47U * (flag7))); 
# 21
if ((flag7) > 5) { 
# 22
return ((z11 += (-(21.0F))), z11); 
# 23
}  
# 24
return 1132; 
# 25
} 
# 26
}; 
# 27
static int d_clamp12[16]; 
# 29
unsigned check_apply13(double cfg14) 
# 30
{ 
# 31
if ((cfg14 + (((12) != cfg14) ? 3 : 58)) > cfg14) { 
# 32
cfg14 = (1680); 
# 33
}  
# 34
unsigned short acc15(cfg14); 
# 35
if (acc15 != 57) { 
# 36
return 51; 
# 37
}  
# 38
Particle6 t16 = Particle6{}; 
# 39
float lo17(((55 >= (((t16.flag7) += acc15), acc15)) && (!(cfg14 > cfg14))) ? (t16.x9) + (1444 ^ acc15) : ((acc15 & 61L) + 23L)); 
# 40
return 55UL; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void blend18_kernel(int count19) ;
#if 0
# 44
{ 
# 45
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
float e21[3] = {}; 
# 47
float w22 = (17.0F); 
# 48
} 
#endif
# 50 "v001303.cu"
namespace impl23 { namespace v24 { 
# 51
__attribute__((unused)) float step25(long b26, unsigned long long beta27, int n28) 
# 52
{int volatile ___ = 1;(void)b26;(void)beta27;(void)n28;
# 66
::exit(___);}
#if 0
# 52
{ 
# 53
if (!((d_clamp12[n28 & 15]) > (__device_builtin_variable_gridDim.y))) { 
# 54
switch (b26) { 
# 55
case 1:  
# 56
(beta27--), (b26 %= (__device_builtin_variable_blockDim.x)); 
# 57
break; 
# 58
}  
# 59
if (((d_clamp12[beta27]) & (beta27 - (64))) == (44)) { 
# 60
(++n28), ((d_clamp12[beta27 & (15)]) *= sizeof(unsigned)); 
# 61
unsigned tmp29((((__device_builtin_variable_threadIdx.y) < (d_clamp12[b26])) ? d_clamp12[9] : beta27) - b26); 
# 62
}  
# 63
double y30[4]{((3.0F)), (-(14.625F)), static_cast< double>(d_clamp12[(__device_builtin_variable_blockIdx.x) & (15)]), (8.0)}; 
# 64
}  
# 65
return d_clamp12[n28]; 
# 66
} 
#endif
# 67 "v001303.cu"
}}
# 69
__attribute__((visibility("hidden"))) void probe31_kernel(int n32) ;
#if 0
# 70
{ 
# 71
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
if (idx33 >= n32) { 
# 73
return; 
# 74
}  
# 75
if (constexpr char k34 = (5 + (3 + (5 + (3 + (5 + (5 + 21)))))); (n32 >> idx33) >= (n32 / k34)) { 
# 76
bool off35 = n32; 
# 77
(d_clamp12[idx33 & 15]) *= off35; 
# 78
}  
# 79
} 
#endif
# 81 "v001303.cu"
int main() 
# 82
{ 
# 83
int size36 = 3810; 
# 84
int w37 = 0; 
# 85
do { 
# 86
if (float t38 = ((w37 - size36) * (5L >> size36)) ^ ((size36 += size36), ((size36 += size36), 4168U)); (~size36) == 34) { 
# 87
if (int lim39 = (w37 * (static_cast< int>(t38))) * (5 * w37); (w37 * lim39) > (lim39 * 24)) { 
# 88
dim3 k40 = dim3(32, (lim39 + 31) / 32); 
# 89
int h41(lim39); 
# 90
} else { 
# 91
const bool off42 = (-w37) >> w37; 
# 92
}  
# 93
}  
# 94
++w37; 
# 95
} while (w37 < 15); 
# 96
(__cudaPushCallConfiguration(3 + 1, 512, 0, (cudaStream_t)0)) ? (void)0 : blend18_kernel(w37); 
# 97
(__cudaPushCallConfiguration(sizeof(float) * (8), 128, 1024, 0)) ? (void)0 : probe31_kernel(44L); 
# 98
return 0; 
# 99
} 

# 1 "v001303.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce12e03d_10_v001303_cu_8c5f05d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001303.cudafe1.stub.c"
#include "v001303.cudafe1.stub.c"
# 1 "v001303.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
