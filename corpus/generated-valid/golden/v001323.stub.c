#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001323.fatbin.c"
static void __device_stub__Z13pack24_kerneliPKii(int, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f13clamp1_kernelEPliPKf(long *, int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13pack24_kerneliPKii(int __par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int))pack24_kernel)), 0U);}
# 44 "v001323.cu"
static void pack24_kernel( int __cuda_0,const int *__cuda_1,int __cuda_2)
# 45 "v001323.cu"
{__device_stub__Z13pack24_kerneliPKii( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001323.cu"
}
# 1 "v001323.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f13clamp1_kernelEPliPKf( long *__par0,  int __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, int, const float *))_NV_ANON_NAMESPACE::clamp1_kernel)), 0U); }
# 6 "v001323.cu"
void _NV_ANON_NAMESPACE::clamp1_kernel( long *__cuda_0,int __cuda_1,const float *__cuda_2)
# 7 "v001323.cu"
{__device_stub__ZN43_GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f13clamp1_kernelEPliPKf( __cuda_0,__cuda_1,__cuda_2);
# 25 "v001323.cu"
}
# 1 "v001323.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(long *, int, const float *))_NV_ANON_NAMESPACE::clamp1_kernel), _ZN43_GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f13clamp1_kernelEPliPKf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, const int *, int))pack24_kernel), _Z13pack24_kerneliPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
