# 1 "v002201.cu"
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
# 11 "v002201.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_filter4 = 0; 
# 13
constexpr int merge5(int count6) { 
# 14
return count6; 
# 15
} 
# 17
namespace gpu7 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N = 4> static void 
# 19
__wrapper__device_stub_rank8(const T *__restrict__ &input9, const int *&in10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) += (input9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))]); 
# 21
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))); 
# 22
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))--; 
# 23
__attribute__((unused)) static int sh_11; 
# 24
sh_11++; 
# 25
do { sh_11 += N; } while (0); 
# 26
__attribute__((unused)) static int sh_12[1 << 4]; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 18 "v002201.cu"
template< class T, int N = 4> static void 
# 19
rank8(const T *__restrict__ input9, const int *in10) {::gpu7::__wrapper__device_stub_rank8<T,N>(input9,in10);
# 27
return;}
#if 0
# 19
{ 
# 20
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) += (input9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))]); 
# 21
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))); 
# 22
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))--; 
# 23
__attribute__((unused)) static int sh_11; 
# 24
sh_11++; 
# 25
do { sh_11 += N; } while (0); 
# 26
__attribute__((unused)) static int sh_12[1 << 4]; 
# 27
} 
#endif
# 29 "v002201.cu"
__attribute((always_inline)) __attribute__((unused)) inline void shade13(float *buf14, int len15) {int volatile ___ = 1;(void)buf14;(void)len15;
# 42
::exit(___);}
#if 0
# 29
{ 
# 30
__attribute__((unused)) static unsigned sh_16[64]; 
# 31
if (!buf14) { 
# 32
auto x17 = merge5(merge5(sh_16[len15])); 
# 33
long *idx18 = (nullptr); 
# 34
switch (len15 >> 13) { 
# 35
case 9:  { 
# 36
int prod19[8]{(45L), (-27), (16LL), x17, len15, len15, (3770L), (45U)}; 
# 37
break; 
# 38
} 
# 39
}  
# 40
}  
# 41
merge5((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) * (len15 - 36L)); 
# 42
} 
#endif
# 44 "v002201.cu"
__attribute((always_inline)) __attribute__((unused)) inline double count20(double cfg21, float *dst22, size_t cfg23) {int volatile ___ = 1;(void)cfg21;(void)dst22;(void)cfg23;
# 58
::exit(___);}
#if 0
# 44
{ 
# 45
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) ^ (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))) & (1)) { 
# 46
goto out25; 
# 47
}  
# 48
if (auto x24 = (24) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) + (12)) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))); ((static_cast< unsigned>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))))) % (35UL + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))))) <= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))) { 
# 49
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))); 
# 50
x24++; 
# 51
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) == (dst22[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) & (7)])) { 
# 52
return (16 << cfg23) >> ((111) * x24); 
# 53
}  
# 54
} else { 
# 55
}  
# 56
out25:; ; 
# 57
return cfg23; 
# 58
} 
#endif
# 59 "v002201.cu"
}
# 60
const char *g_filter26 = ("tile"); 
# 62
__attribute__((unused)) signed char lerp27(int len28, int len29, float *__restrict__ out30) {int volatile ___ = 1;(void)len28;(void)len29;(void)out30;
# 72
::exit(___);}
#if 0
# 62
{ 
# 63
if (auto h31 = 64ULL & ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) <= (30)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) : 26UL) * (len29 - 3112)); (len28 - 9) > ((h31 - len28) + (merge5(len28)))) { 
# 64
if (((len29 % h31) + (merge5(len29))) <= (len28 * 5UL)) { 
# 65
float lim32{(3070LL)}; 
# 66
len29 += 45U; 
# 67
}  
# 68
} else { 
# 69
auto prod33 = -gpu7::count20(4641U, out30, len29 + 46); 
# 70
}  
# 71
return -35; 
# 72
} 
#endif
# 73 "v002201.cu"
typedef float *ptr34_t; 
# 75
extern "C" {
# 76
__attribute((noinline)) __attribute__((unused)) float shade41(const int *__restrict__ in42) {int volatile ___ = 1;(void)in42;
# 96
::exit(___);}
#if 0
# 76
{ 
# 77
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) > (*in42)) { 
# 78
goto out43; 
# 79
}  
# 80
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) = (*in42); 
# 81
gpu7::shade13((float *)nullptr, merge5(in42[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))]) >> (3UL + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))))); 
# 82
switch ((in42[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))]) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))) { 
# 83
case 12:  
# 84
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) >>= (lerp27(14 * ((int)(in42[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) & (7)])), 60U - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))), nullptr)); 
# 85
break; 
# 86
case 10:  
# 87
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) = ((lerp27(lerp27((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))), 48L, (ptr34_t)nullptr), (*in42) * 6UL, nullptr)) ^ merge5((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) ^ (46))); 
# 88
[[fallthrough]] ; 
# 89
case 8:  
# 90
break; 
# 91
default:  
# 92
break; 
# 93
}  
# 94
out43:; ; 
# 95
return (int)(merge5(in42[5]) / (lerp27(42L, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))), nullptr))); 
# 96
} 
#endif
# 98 "v002201.cu"
__attribute__((visibility("hidden"))) void scale35(const int *src36, const float *src37, int *data38, const int *__restrict__ in39) ;
#if 0
# 98
{ 
# 99
if (((*in39) + (data38[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) & (7)])) <= (data38[2])) { 
# 100
return; 
# 101
}  
# 102
int e40 = 62; 
# 103
} 
#endif
# 104 "v002201.cu"
}
# 106
int main() { 
# 107
int n44 = 2405; 
# 108
bool sum45 = merge5((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4)))) < 12; 
# 109
int y46 = (((int)sum45) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter4))) % n44)) - (37); 
# 110
(__cudaPushCallConfiguration((y46 + 255) / 256, 32)) ? (void)0 : gpu7::rank8(static_cast< const float *>(nullptr), static_cast< const int *>(nullptr)); 
# 111
(__cudaPushCallConfiguration(32 * 2, 256, 1024)) ? (void)0 : scale35(&y46, nullptr, &n44, &n44); 
# 112
return 0; 
# 113
} 

# 1 "v002201.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9eafe18e_10_v002201_cu_ca80fff7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002201.cudafe1.stub.c"
#include "v002201.cudafe1.stub.c"
# 1 "v002201.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
