# 1 "v001697.cu"
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
# 19 "v001697.cu"
__attribute__((unused)) int update6(unsigned q7, int len8) 
# 20
{int volatile ___ = 1;(void)q7;(void)len8;
# 34
::exit(___);}
#if 0
# 20
{ 
# 21
q7 = len8; 
# 22
if (((q7 + 17U) + (30)) != 13L) { 
# 23
goto out11; 
# 24
}  
# 25
len8 = ((18) - ((float)len8)); 
# 26
if (!(len8 >= q7)) { 
# 27
float cnt9(q7); 
# 28
char f10 = (12); 
# 29
cnt9 = q7; 
# 30
}  
# 31
len8 = q7; 
# 32
out11:; ; 
# 33
return 2L; 
# 34
} 
#endif
# 36 "v001697.cu"
int run_accum12(double cfg13) 
# 37
{ 
# 38
cfg13++; 
# 39
cfg13 = ((sizeof(char)) + cfg13); 
# 40
if ((cfg13 == (sizeof(double))) || (cfg13 < (61))) { 
# 41
return 54UL; }  
# 42
int w14 = cfg13; 
# 43
do { w14 += ((int)12); } while (0); 
# 44
return 12; 
# 45
} 
# 46
__attribute__((section("__nv_managed_data__"))) static float *m_sift15 = 0; 
# 48
char merge16(int lane17, int count18, double alpha19) 
# 49
{ 
# 50
alpha19 = (13.0); 
# 51
if (((count18 != alpha19) ? alpha19 : alpha19) == (14)) { 
# 52
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))); }  
# 53
double mid20((15.625)); 
# 54
bool diff21((false) * (-lane17)); 
# 55
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))); 
# 56
} 
# 58
__attribute__((visibility("hidden"))) void accum22(const unsigned *coef23, const int *__restrict__ in24, float *__restrict__ data25, int count26) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) static int sh_27[12 + (12 + 8)]; 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) *= ((12 * ((int)(*in24))) + 59); 
# 62
float q28((6.75F)); 
# 63
if ((!((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) > (data25[1]))) && ((count26 != 35) || (q28 < (13)))) { 
# 64
(sh_27[count26]) <<= (coef23[1]); }  
# 65
update6(((data25[6]) < ('A')) ? 10UL : (12), (float)((coef23[6]) * (7.125F))); 
# 66
} 
#endif
# 68 "v001697.cu"
__attribute__((visibility("hidden"))) void split29(size_t b30, float q31) ;
#if 0
# 69
{ 
# 70
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) *= (-update6(32U, b30)); 
# 71
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) /= (12.75F); 
# 72
if ((update6(6, b30)) <= ((float)b30)) { 
# 73
if ((update6((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))), (int)b30)) > 19L) { 
# 74
int z32 = (sizeof(float)); 
# 75
b30 &= ((long)12); 
# 76
}  
# 77
__attribute__((unused)) static int sh_33[128]; 
# 78
}  
# 79
} 
#endif
# 81 "v001697.cu"
__attribute__((unused)) void sift34(long alpha35, long long beta36, int stride37) 
# 82
{int volatile ___ = 1;(void)alpha35;(void)beta36;(void)stride37;
# 89
::exit(___);}
#if 0
# 82
{ 
# 83
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) *= (update6((static_cast< double>(12)) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) + (60)) + beta36), 1 + ((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))))); 
# 84
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) + (1712))) { 
# 85
return; }  
# 86
__attribute__((unused)) static int sh_38[12 + 52]; 
# 87
stride37 = update6(__alignof__(float), ((alpha35 / 60L) + stride37) + (35)); 
# 88
beta36 <<= 7UL; 
# 89
} 
#endif
# 91 "v001697.cu"
int check_update39(int *__restrict__ data40, long p41) 
# 92
{ 
# 93
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) < (run_accum12((9.75)))) { 
# 94
goto out42; 
# 95
}  
# 96
if (!(data40 != (nullptr))) { 
# 97
return (*data40) % ((unsigned)32); }  
# 98
merge16(merge16(merge16(-12, *data40, 12), p41 / p41, (2.625F) * (data40[4])), (!((60U) < p41)) ? merge16(data40[1], (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))), p41) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))), p41 * (12)); 
# 99
out42:; ; 
# 100
return (48ULL % (run_accum12(19U))) + ((p41 & (12)) / (merge16(__alignof__(float), 62, (4.625F)))); 
# 101
} 
# 103
int main() 
# 104
{ 
# 105
int size43 = 1367; 
# 106
int pass44 = 0; 
# 107
while (pass44 < size43) { 
# 108
auto fn47 = [=](float r45, int base46)->long long { 
# 109
(__cudaPushCallConfiguration(8, 1 << 9, 12 + (12 + (12 + 4060)), 0)) ? (void)0 : accum22(nullptr, &(size43), &r45, 12); 
# 110
r45 = ((((size43) & run_accum12(r45)) + r45) + (33)); 
# 111
return size43; 
# 112
} ; typedef decltype(fn47) __T0;
# 113
fn47(size43, 47); 
# 114
++pass44; 
# 115
}  
# 116
auto fn51 = [](double res48, int k49) { 
# 117
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) -= (run_accum12(check_update39(&k49, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) - (12)))); 
# 118
auto h50 = static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))); 
# 119
} ; typedef decltype(fn51) __T1;
# 120
fn51(pass44, pass44); 
# 121
float res52 = ((short)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))) << 6; 
# 122
long long v53 = res52; 
# 123
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) += ((short)size43); } while (0); 
# 124
(__cudaPushCallConfiguration((pass44 + 255) / 256, ((dim3)((pass44 + 31) / 32)))) ? (void)0 : split29(30L, (char)check_update39(&size43, res52)); 
# 125
return 0; 
# 126
} 

# 1 "v001697.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1cad84a8_10_v001697_cu_04013e3d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001697.cudafe1.stub.c"
#include "v001697.cudafe1.stub.c"
# 1 "v001697.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
