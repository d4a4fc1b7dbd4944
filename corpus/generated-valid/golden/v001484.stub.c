#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001484.fatbin.c"
typedef ops19::sub20::Level21 _ZN5ops195sub207Level21E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter12_kernelPfli(float *, long, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather31_kernelc(char);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally612rank7_kernelEPKfid(const float *, int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops195sub2014decay26_kernelENS0_7Level21E( _ZN5ops195sub207Level21E);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15filter12_kernelPfli(float *__par0, long __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, long, int))filter12_kernel)), 0U);}
# 40 "v001484.cu"
void filter12_kernel( float *__cuda_0,long __cuda_1,int __cuda_2)
# 40 "v001484.cu"
{__device_stub__Z15filter12_kernelPfli( __cuda_0,__cuda_1,__cuda_2);
# 49 "v001484.cu"
}
# 1 "v001484.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather31_kernelc( char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char))gather31_kernel)), 0U); }
# 62 "v001484.cu"
void gather31_kernel( char __cuda_0)
# 62 "v001484.cu"
{__device_stub__Z15gather31_kernelc( __cuda_0);



}
# 1 "v001484.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally612rank7_kernelEPKfid( const float *__par0,  int __par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, double))_NV_ANON_NAMESPACE::rank7_kernel)), 0U); }
# 26 "v001484.cu"
void _NV_ANON_NAMESPACE::rank7_kernel( const float *__cuda_0,int __cuda_1,double __cuda_2)
# 26 "v001484.cu"
{__device_stub__ZN43_GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally612rank7_kernelEPKfid( __cuda_0,__cuda_1,__cuda_2);
# 37 "v001484.cu"
}
# 1 "v001484.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops195sub2014decay26_kernelENS0_7Level21E(  _ZN5ops195sub207Level21E __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)( _ZN5ops195sub207Level21E))ops19::sub20::decay26_kernel)), 0U); }
# 54 "v001484.cu"
void ops19::sub20::decay26_kernel(  _ZN5ops195sub207Level21E __cuda_0)
# 54 "v001484.cu"
{__device_stub__ZN5ops195sub2014decay26_kernelENS0_7Level21E( __cuda_0);




}
# 1 "v001484.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)( _ZN5ops195sub207Level21E))ops19::sub20::decay26_kernel), _ZN5ops195sub2014decay26_kernelENS0_7Level21E, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *, int, double))_NV_ANON_NAMESPACE::rank7_kernel), _ZN43_GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally612rank7_kernelEPKfid, 1024); __cudaRegisterEntry(__T4, ((void ( *)(char))gather31_kernel), _Z15gather31_kernelc, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, long, int))filter12_kernel), _Z15filter12_kernelPfli, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_tally6,::d_tally6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
